// The subscribers as CSV (RFC 4180: every cell quoted, quotes doubled, CRLF line ends). A cell that
// starts with = + - @ (or a tab or carriage return) would run as a formula in a spreadsheet, so it
// gets a leading apostrophe.
import type { SubscriberRow } from "#app/server/admin/newsletter/admin-subscribers.server.ts";

const HEADER = ["email", "status", "source", "created", "confirmed", "unsubscribed"];

export function csvCell(value: string): string {
  const defused = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${defused.replace(/"/g, '""')}"`;
}

const time = (value: Date | null) => (value ? value.toISOString() : "");

export function subscribersCsv(rows: SubscriberRow[]): string {
  const lines = [
    HEADER,
    ...rows.map((row) => [
      row.email,
      row.status,
      row.source,
      time(row.createdAt),
      time(row.confirmedAt),
      time(row.unsubscribedAt),
    ]),
  ];
  return lines.map((cells) => cells.map(csvCell).join(",")).join("\r\n") + "\r\n";
}
