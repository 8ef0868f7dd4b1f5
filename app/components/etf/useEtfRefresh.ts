import { useCallback, useEffect, useState } from "react";
import { toast } from "#app/components/toasts.tsx";
import { FAILURE_ANSWERED_WITHIN_MS, type EtfRefreshProgress } from "#app/lib/etf-refresh-progress.ts";
import type { EtfRefreshResult } from "#app/server/etf/etf-refresh-action.server.ts";
import { REFRESH_FAILED_TEXT, REFRESHING_TEXT, refreshMessage, type EtfTable } from "#app/lib/etf-table.ts";

export type EtfStatus = "idle" | "loading" | "error";

/** What POST /api/etfs answers: the refresh's outcome and the table. */
type RefreshAnswer = EtfRefreshResult & { table: EtfTable };

/** While a refresh goes on after our API has answered, its progress is asked for this often. */
const FOLLOW_EVERY_MS = 1_000;
/** A refresh (12 calls a second apart, within the Worker's time) is over well within this. */
const FOLLOW_FOR_MS = 40_000;

const getJson = async <T>(path: string): Promise<T | null> => {
  const response = await fetch(path, { headers: { Accept: "application/json" }, cache: "no-store" });
  return response.ok ? ((await response.json()) as T) : null;
};

/**
 * Follows the background refresh until it is over: the stored table when it brought quotes, null
 * when it did not, or when no quote was stored within FAILURE_ANSWERED_WITHIN_MS of `clicked`.
 */
async function followRefresh(
  clicked: number,
  onProgress: (progress: EtfRefreshProgress) => void,
): Promise<EtfTable | null> {
  while (Date.now() - clicked < FOLLOW_FOR_MS) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
    const progress = await getJson<EtfRefreshProgress | null>("/api/etf-progress").catch(() => null);
    if (progress) onProgress(progress);
    if (progress?.outcome) {
      // The refresh clears the edge's copy of /api/etfs once it has stored the new figures.
      return progress.outcome === "refreshed" ? getJson<EtfTable>("/api/etfs") : null;
    }
    if (!progress?.quoted && Date.now() - clicked >= FAILURE_ANSWERED_WITHIN_MS) return null;
  }
  return null;
}

/**
 * 'Refresh Data' with JavaScript: posts to our API (which decides whether Alpha Vantage is asked
 * at all) and swaps the table in place, with a toast for each outcome. A refresh that outlasts the
 * API's answer ("in-progress") is followed, its progress shown ("3 of 12"), until it is over; one
 * that has stored nothing 15 s after the click is reported as failed.
 */
export function useEtfRefresh(initial: EtfTable, loadFailed: boolean) {
  const [table, setTable] = useState(initial);
  const [status, setStatus] = useState<EtfStatus>(loadFailed ? "error" : "idle");
  const [progress, setProgress] = useState<EtfRefreshProgress | null>(null);

  useEffect(() => {
    setTable(initial);
    setStatus(loadFailed ? "error" : "idle");
  }, [initial, loadFailed]);

  /** `form` carries the signed-in visitor's CSRF token. */
  const refresh = useCallback(async (form: FormData) => {
    const clicked = Date.now();
    toast(REFRESHING_TEXT);
    setStatus("loading");
    setProgress(null);
    try {
      const response = await fetch("/api/etfs", {
        method: "POST",
        body: form,
        headers: { Accept: "application/json" },
      });
      if (!response.ok) throw new Error(`ETF refresh answered ${response.status}`);
      const answer = (await response.json()) as RefreshAnswer;
      setTable(answer.table);
      if (answer.outcome === "in-progress") {
        const updated = await followRefresh(clicked, setProgress);
        setStatus("idle");
        setProgress(null);
        if (updated) {
          setTable(updated);
          toast.success(refreshMessage("refreshed").text);
        } else toast.error(REFRESH_FAILED_TEXT);
        return;
      }
      setStatus("idle");
      if (answer.message.ok) toast.success(answer.message.text);
      else toast.error(answer.message.text);
    } catch {
      setStatus("error");
      setProgress(null);
      toast.error(REFRESH_FAILED_TEXT);
    }
  }, []);

  return { table, status, progress, refresh };
}
