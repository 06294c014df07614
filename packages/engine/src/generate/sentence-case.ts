// First-letter case for text moved into a sentence: "Reduced …" after "I" is "reduced …", but "AWS …" and
// "PostgreSQL …" keep their capitals.

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function lowerFirst(text: string): string {
  return /^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}
