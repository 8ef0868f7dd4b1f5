/** "1 tool", "2 tools". */
export function toolCountLabel(count: number): string {
  return countLabel(count, "tool");
}

/** "1 day", "3 days": a count and its noun, plural when it is not one. */
export function countLabel(count: number, noun: string): string {
  return `${count} ${count === 1 ? noun : `${noun}s`}`;
}

/** "1st", "2nd", "3rd", "4th", "11th", "22nd". */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? "th" : ({ 1: "st", 2: "nd", 3: "rd" }[n % 10] ?? "th");
  return `${n}${suffix}`;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long something has been waiting, in its largest whole unit: "5 minutes", "3 hours", "3 days". */
export function ageLabel(since: Date, now: Date): string {
  const elapsed = Math.max(0, now.getTime() - since.getTime());
  if (elapsed < MINUTE) return "less than a minute";
  if (elapsed < HOUR) return countLabel(Math.floor(elapsed / MINUTE), "minute");
  if (elapsed < DAY) return countLabel(Math.floor(elapsed / HOUR), "hour");
  return countLabel(Math.floor(elapsed / DAY), "day");
}
