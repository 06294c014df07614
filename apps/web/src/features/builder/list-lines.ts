// Lists typed one item per line (education details, skills, technologies): trimmed, blank lines dropped.

export function parseLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

export function formatLines(items: readonly string[]): string {
  return items.join("\n");
}

export function sameItems(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}
