// CSV as spreadsheets read it (RFC 4180): every cell quoted, CRLF rows, a BOM so Excel takes it as UTF-8.

/** Cells a spreadsheet would run as a formula ("=HYPERLINK(…)", "+1", "@SUM") are kept as text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

export function toCsv(rows: ReadonlyArray<ReadonlyArray<string>>): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(",")).join("\r\n")}\r\n`;
}
