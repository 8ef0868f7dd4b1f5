import { useCallback, useEffect, useRef, useState } from "react";
import type { PriceAnswer } from "#app/server/prices/price-response.server.ts";

/** How often price pages and the converter fetch the price again: once a minute. */
export const PRICE_REFRESH_MS = 60_000;
const RETRY_AFTER_MS = 1_000;

/** "refreshing" keeps the shown price while a new one loads; "loading" has none to show (after an error). */
export type PriceStatus = "loaded" | "refreshing" | "loading" | "error";

async function fetchPrice(code: string): Promise<PriceAnswer> {
  const response = await fetch(`/api/prices/${code.toLowerCase()}`, { headers: { Accept: "application/json" } });
  if (!response.ok) throw new Error("Failed to fetch Bitcoin price data");
  const answer = (await response.json()) as PriceAnswer;
  if (answer.price === null) throw new Error("Failed to fetch Bitcoin price data");
  return answer;
}

/** "click": the visitor asked, one request. "timer": the minute's refresh, retried once. */
export type RefreshTrigger = "click" | "timer";

/**
 * The price the server rendered, refreshed from our own API every 60 s and on demand. A timed
 * refresh that fails is retried once after a second; while it runs after an error, the error
 * card stays (no skeleton every minute). One request runs at a time, so one click is one request.
 */
export function usePriceRefresh(initial: PriceAnswer) {
  const [answer, setAnswer] = useState(initial);
  const [status, setStatus] = useState<PriceStatus>(initial.price === null ? "error" : "loaded");
  const code = initial.code;
  const latestCode = useRef(code);
  const inFlight = useRef(false);

  // A new currency (the converter's choice) or new loader data replaces what we hold.
  useEffect(() => {
    latestCode.current = code;
    setAnswer(initial);
    setStatus(initial.price === null ? "error" : "loaded");
  }, [initial, code]);

  const refresh = useCallback(
    async (trigger: RefreshTrigger = "click") => {
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        setStatus((previous) => {
          if (previous !== "error") return "refreshing";
          return trigger === "click" ? "loading" : "error";
        });
        const attempts = trigger === "timer" ? 2 : 1;
        for (let attempt = 0; attempt < attempts; attempt++) {
          try {
            const fresh = await fetchPrice(code);
            if (latestCode.current !== code) return;
            // 'Last updated:' is the time of the page's last successful fetch (spec), not the
            // source's time, which stays the same within the warmer's minute. A stale answer keeps
            // the time of its price: nothing newer was fetched.
            setAnswer(fresh.stale ? fresh : { ...fresh, updatedAt: new Date().toISOString() });
            setStatus("loaded");
            return;
          } catch {
            if (attempt + 1 < attempts) await new Promise((resolve) => setTimeout(resolve, RETRY_AFTER_MS));
          }
        }
        if (latestCode.current === code) setStatus("error");
      } finally {
        inFlight.current = false;
      }
    },
    [code],
  );

  useEffect(() => {
    const timer = setInterval(() => void refresh("timer"), PRICE_REFRESH_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return { answer, status, refresh };
}
