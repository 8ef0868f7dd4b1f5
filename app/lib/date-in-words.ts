const LONG_DATE = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });

/** A day ("2026-11-26") or a moment (ISO 8601 or a Date) as its UTC day in words: "November 26, 2026". */
export const dateInWords = (value: string | Date) => LONG_DATE.format(new Date(value));
