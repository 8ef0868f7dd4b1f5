// The ETF quote warmer. Its cron (wrangler.toml) fires at 20:15 and 21:15 UTC on weekdays: the US
// market closes at 20:00 UTC in summer and 21:00 UTC in winter, so one of the two always follows
// the close. Two refreshes of 12 calls fit the free key's 25 calls a day; the ledger refuses any
// refresh that would not fit ALPHAVANTAGE_DAILY_LIMIT.
import type { Database } from "#app/server/db/client.server.ts";
import { refreshEtfQuotes, type EtfQuotesConfig } from "#app/server/etf/refresh-etf-quotes.server.ts";

export const ETF_QUOTES_CRON = "15 20,21 * * 1-5";

export function warmEtfQuotes(config: EtfQuotesConfig, db: Database) {
  return refreshEtfQuotes(config, db, { trigger: "schedule" });
}
