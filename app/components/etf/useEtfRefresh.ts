import type { SerializeFrom } from "@remix-run/cloudflare";
import { useCallback, useEffect, useState } from "react";
import { toast } from "#app/components/toasts.tsx";
import { REFRESH_FAILED_TEXT, REFRESHING_TEXT, refreshMessage, type EtfTable } from "#app/lib/etf-table.ts";
import type { action } from "#app/routes/api.etfs.ts";

export type EtfStatus = "idle" | "loading" | "error";

type RefreshAnswer = SerializeFrom<typeof action>;

/** While a refresh goes on after our API has answered, the table is asked for this often, this long. */
const FOLLOW_EVERY_MS = 2_000;
const FOLLOW_FOR_MS = 40_000;

/** The stored table once its update time moves past `before`, or null when it does not in time. */
async function followRefresh(before: string | null): Promise<EtfTable | null> {
  for (let waited = 0; waited < FOLLOW_FOR_MS; waited += FOLLOW_EVERY_MS) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_EVERY_MS));
    // The refresh clears the edge's copy of /api/etfs when it has stored the new figures.
    const response = await fetch("/api/etfs", { headers: { Accept: "application/json" }, cache: "no-store" });
    if (!response.ok) continue;
    const table = (await response.json()) as EtfTable;
    if (table.updatedAt && table.updatedAt !== before) return table;
  }
  return null;
}

/**
 * 'Refresh Data' with JavaScript: posts to our API (which decides whether Alpha Vantage is asked
 * at all) and swaps the table in place, with a toast for each outcome. A refresh that outlasts the API's
 * answer ("in-progress") is followed until the stored table changes.
 */
export function useEtfRefresh(initial: EtfTable, loadFailed: boolean) {
  const [table, setTable] = useState(initial);
  const [status, setStatus] = useState<EtfStatus>(loadFailed ? "error" : "idle");

  useEffect(() => {
    setTable(initial);
    setStatus(loadFailed ? "error" : "idle");
  }, [initial, loadFailed]);

  /** `form` carries the signed-in visitor's CSRF token. */
  const refresh = useCallback(async (form: FormData) => {
    toast(REFRESHING_TEXT);
    setStatus("loading");
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
        const updated = await followRefresh(answer.table.updatedAt);
        setStatus("idle");
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
      toast.error(REFRESH_FAILED_TEXT);
    }
  }, []);

  return { table, status, refresh };
}
