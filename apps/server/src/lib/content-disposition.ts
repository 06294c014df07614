/**
 * The Content-Disposition of a download: an ASCII file name for old clients and the exact (possibly accented)
 * name for the rest (RFC 6266). `inline` opens in the browser's viewer, `attachment` saves.
 */
export function contentDisposition(kind: "inline" | "attachment", fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
