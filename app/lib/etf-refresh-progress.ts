// How far a background ETF refresh has got, as GET /api/etf-progress tells the page: the funds
// asked so far of those it means to ask, the quotes stored, and, once it is over, its outcome.
import type { EtfRefreshOutcome } from "#app/lib/etf-table.ts";

export interface EtfRefreshProgress {
  /** When the refresh started (ISO). */
  startedAt: string;
  asked: number;
  of: number;
  quoted: number;
  /** Set once the refresh is over. */
  outcome: EtfRefreshOutcome | null;
}

/** "3 of 12": the words the page shows while a refresh runs. */
export const progressText = (progress: Pick<EtfRefreshProgress, "asked" | "of">) =>
  `${progress.asked} of ${progress.of}`;

/**
 * With no quote stored this long after the click, the page tells the visitor the refresh failed:
 * with the page's polling, within 15 s of the click.
 */
export const FAILURE_ANSWERED_WITHIN_MS = 12_000;
