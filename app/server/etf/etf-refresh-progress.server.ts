// A visitor's ETF refresh runs after the response, so the page follows it through KV: how many
// funds have been asked, how many quotes stored, and the outcome once it is over. The Worker that
// runs the refresh writes it where the visitor's next requests read it (the same location).
import type { EtfRefreshProgress } from "#app/lib/etf-refresh-progress.ts";

export const ETF_PROGRESS_KEY = "etf:refresh-progress";
/** KV's shortest expiry; a refresh is over within a minute. */
const KEEP_SECONDS = 60;

export async function writeEtfProgress(kv: KVNamespace, progress: EtfRefreshProgress): Promise<void> {
  await kv.put(ETF_PROGRESS_KEY, JSON.stringify(progress), { expirationTtl: KEEP_SECONDS });
}

export async function readEtfProgress(kv: KVNamespace): Promise<EtfRefreshProgress | null> {
  return kv.get<EtfRefreshProgress>(ETF_PROGRESS_KEY, "json");
}
