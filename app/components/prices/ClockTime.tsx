import { useHydrated } from "#app/components/use-hydrated.ts";
import { dateTimeFormat } from "#app/lib/date-time-format.ts";

const TIME_OF_DAY: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit", second: "2-digit" };

/**
 * A time (by default the time of day). The server does not know the visitor's time zone, so it
 * renders UTC; once the page runs in the browser the time shows in the visitor's own zone.
 */
export function ClockTime({
  iso,
  locale,
  options = TIME_OF_DAY,
}: {
  iso: string;
  locale: string;
  options?: Intl.DateTimeFormatOptions;
}) {
  const local = useHydrated();
  const date = new Date(iso);
  const text = local
    ? dateTimeFormat(locale, options).format(date)
    : `${dateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date)} UTC`;
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}
