// The week a weekly newsletter covers: the last full week, Monday 00:00 UTC to the next Monday.
export interface DigestWeek {
  /** Monday, as YYYY-MM-DD: the key. */
  start: string;
  from: Date;
  to: Date;
}

const DAY_MS = 86_400_000;

/** The last full week before `now` (on a Monday, the week that just ended). */
export function digestWeek(now: Date): DigestWeek {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const daysSinceMonday = (new Date(today).getUTCDay() + 6) % 7;
  const to = new Date(today - daysSinceMonday * DAY_MS);
  const from = new Date(to.getTime() - 7 * DAY_MS);
  return { start: from.toISOString().slice(0, 10), from, to };
}

/** The week that starts on the given Monday (YYYY-MM-DD), or null for anything else. */
export function weekStarting(start: string): DigestWeek | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start)) return null;
  const from = new Date(`${start}T00:00:00Z`);
  if (Number.isNaN(from.getTime()) || from.getUTCDay() !== 1 || from.toISOString().slice(0, 10) !== start) return null;
  return { start, from, to: new Date(from.getTime() + 7 * DAY_MS) };
}
