// CSV as spreadsheets read it (RFC 4180: every cell quoted, quotes doubled, CRLF line ends). A cell
// that starts with = + - @ (or a tab or carriage return) would run as a formula in a spreadsheet,
// so it gets a leading apostrophe.

export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${defused.replace(/"/g, '""')}"`;
}

/** The rows, the header first, as CSV text. */
export function csvText(rows: string[][]): string {
  return rows.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
