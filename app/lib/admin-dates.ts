// Dates in the admin portal: UTC, so the server's render and the browser's agree.
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export const adminDate = (value: string | Date | null) => (value ? date.format(new Date(value)) : "—");
export const adminDateTime = (value: string | Date | null) => (value ? dateTime.format(new Date(value)) : "—");
/** "Nov 25, 2026, 11:30 PM UTC": a moment in the portal's lists and histories. */
export const adminTimestamp = (value: Date | string) => `${dateTime.format(new Date(value))} UTC`;
