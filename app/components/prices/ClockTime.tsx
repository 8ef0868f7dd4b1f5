import { useHydrated } from "remix-utils/use-hydrated";

/**
 * A time of day. The server does not know the visitor's time zone, so it renders UTC; once the
 * page runs in the browser the time shows in the visitor's own zone.
 */
export function ClockTime({ iso, locale }: { iso: string; locale: string }) {
  const local = useHydrated();
  const date = new Date(iso);
  const options: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", second: "2-digit" };
  const text = local
    ? date.toLocaleTimeString(locale, options)
    : `${date.toLocaleTimeString(locale, { ...options, timeZone: "UTC" })} UTC`;
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
