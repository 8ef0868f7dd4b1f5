// Days in words as Intl.DateTimeFormat("en-US", { timeZone: "UTC" }) writes them, without Intl: the
// first Intl object a page makes is a long task in the browser (app/lib/en-us-numbers.ts says
// why), and these are the dates pages show while they hydrate. The unit test compares each with
// its Intl format.

/** The months' names in English, January first (as Date#getUTCMonth counts). */
export const MONTH_NAMES = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** The UTC date of a day ("2026-11-26"), a moment (ISO 8601) or a Date; a RangeError when invalid, as Intl. */
function utcDate(value: string | Date): Date {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError("Invalid time value");
  return date;
}

/** `{ dateStyle: "long" }`: "November 26, 2026". */
export function dateInWords(value: string | Date): string {
  const date = utcDate(value);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `{ dateStyle: "medium" }`, also `{ year: "numeric", month: "short", day: "numeric" }`: "Nov 26, 2026". */
export function shortDateInWords(value: string | Date): string {
  const date = utcDate(value);
  return `${MONTH_NAMES[date.getUTCMonth()]!.slice(0, 3)} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** `{ month: "long", year: "numeric" }`: "November 2026". */
export function monthInWords(value: string | Date): string {
  const date = utcDate(value);
  return `${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A moment's UTC hour and minute on a 24-hour clock: "15:07", "03:05". */
export const utcClockTime = (date: Date) => `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;

/** `{ dateStyle: "long", timeStyle: "short", hourCycle: "h23" }`: "November 26, 2026 at 15:07". */
export function dateAndTimeInWords(value: string | Date): string {
  const date = utcDate(value);
  return `${dateInWords(date)} at ${utcClockTime(date)}`;
}
