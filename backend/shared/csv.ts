/**
 * RFC 4180 CSV that spreadsheets open safely: every cell is quoted when it must be, and a cell that
 * starts like a formula (`=`, `+`, `-`, `@`, tab, carriage return) is prefixed with `'`, so Excel,
 * LibreOffice and Google Sheets show it as text instead of evaluating it (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null): string {
  let text = value === null ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A header row and data rows, CRLF line ends. */
export function toCsv(header: string[], rows: Array<Array<string | number | null>>): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
