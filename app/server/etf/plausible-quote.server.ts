// Which ETF quotes are believable. A change of 1e30% once showed as '$5.3e+29 billion', -150% as a
// negative AUM, and a trading day of 9999-99-99 made Postgres refuse the whole refresh. A quote is
// now kept only when every figure it gives is within reason; otherwise the fund keeps its last
// good figures, as bitcoin's price does (plausible-prices.server.ts).

/** A share of a US bitcoin ETF costs tens of dollars; past this it is a broken answer. */
export const MAX_SHARE_PRICE = 100_000;
/** A day's change is above -100% (a fund at zero) and far below a tenfold rise. */
export const CHANGE_PERCENT_RANGE = [-100, 1_000] as const;
/** Shares traded in a day: the busiest funds trade tens of millions. */
export const MAX_DAILY_VOLUME = 100_000_000_000;
/** A trading day older than this is a fund that stopped trading, or a broken answer. */
export const MAX_TRADING_DAY_AGE_DAYS = 30;

const DAY_MS = 86_400_000;

export interface QuoteFigures {
  changePercent: number;
  price: number | null;
  volume: number | null;
  tradingDay: string | null;
}

/** A yyyy-mm-dd that names a real calendar day, as its time at UTC midnight; null otherwise. */
export function calendarDay(text: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? time : null;
}

/** Why a quote is not believable, or null when it is; `now` is the real time it was fetched. */
export function quoteProblem(quote: QuoteFigures, now: number): string | null {
  const [low, high] = CHANGE_PERCENT_RANGE;
  if (!Number.isFinite(quote.changePercent) || quote.changePercent <= low || quote.changePercent >= high)
    return `change of ${quote.changePercent}% is outside (${low}%, ${high}%)`;
  if (quote.price !== null && !(Number.isFinite(quote.price) && quote.price > 0 && quote.price < MAX_SHARE_PRICE))
    return `price ${quote.price} is outside (0, ${MAX_SHARE_PRICE})`;
  if (
    quote.volume !== null &&
    !(Number.isInteger(quote.volume) && quote.volume >= 0 && quote.volume <= MAX_DAILY_VOLUME)
  )
    return `volume ${quote.volume} is not a plausible number of shares`;
  if (quote.tradingDay !== null) {
    const day = calendarDay(quote.tradingDay);
    if (day === null) return `trading day ${quote.tradingDay} is not a calendar day`;
    const today = Math.floor(now / DAY_MS) * DAY_MS;
    if (day > today + DAY_MS) return `trading day ${quote.tradingDay} is in the future`;
    if (day < today - MAX_TRADING_DAY_AGE_DAYS * DAY_MS)
      return `trading day ${quote.tradingDay} is over ${MAX_TRADING_DAY_AGE_DAYS} days old`;
  }
  return null;
}
