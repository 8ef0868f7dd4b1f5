// Whether the US stock market's regular session (09:30 to 16:00 in New York) is over for the day:
// the ETF cron fires at 20:15 and 21:15 UTC and quotes only after the close, which is 20:00 UTC
// under daylight saving time and 21:00 UTC without it. One refresh of every fund is all the free
// Alpha Vantage key allows in a day, so it must be the one after the close.
let newYorkHour: Intl.DateTimeFormat | undefined;

export function usMarketHasClosed(at: Date): boolean {
  // Made on first use: only the ETF cron asks, and a formatter costs a Worker's start-up time.
  newYorkHour ??= new Intl.DateTimeFormat("en-US", { timeZone: "America/New_York", hour: "numeric", hourCycle: "h23" });
  return Number(newYorkHour.format(at)) >= 16;
}
