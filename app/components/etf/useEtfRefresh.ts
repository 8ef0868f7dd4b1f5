import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { REFRESH_FAILED_TEXT, REFRESHING_TEXT, type EtfRefreshOutcome, type EtfTable } from "~/lib/etf-table";

export type EtfStatus = "idle" | "loading" | "error";

interface RefreshAnswer {
  outcome: EtfRefreshOutcome;
  message: { ok: boolean; text: string };
  table: EtfTable;
}

/**
 * 'Refresh Data' with JavaScript: posts to our API (which decides whether Alpha Vantage is asked
 * at all) and swaps the table in place, with the spec's toasts.
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
