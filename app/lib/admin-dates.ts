// Dates in the admin portal: UTC, so the server's render and the browser's agree.
const date = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
const dateTime = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export const adminDate = (value: string | Date | null) => (value ? date.format(new Date(value)) : "—");
export const adminDateTime = (value: string | Date | null) => (value ? dateTime.format(new Date(value)) : "—");
