// The subscribers as CSV, one row each.
import type { SubscriberRow } from "#app/server/admin/newsletter/admin-subscribers.server.ts";
import { csvText } from "#app/server/http/csv.server.ts";

const HEADER = ["email", "status", "source", "created", "confirmed", "unsubscribed"];

const time = (value: Date | null) => (value ? value.toISOString() : "");

export function subscribersCsv(rows: SubscriberRow[]): string {
  return csvText([
    HEADER,
    ...rows.map((row) => [
      row.email,
      row.status,
      row.source,
      time(row.createdAt),
      time(row.confirmedAt),
      time(row.unsubscribedAt),
    ]),
  ]);
}
