import { useEffect } from "react";
import type { Metric } from "web-vitals";
import { VITALS_ENDPOINT } from "#app/lib/web-vitals.ts";

/**
 * The site's own speed insights: once the page is interactive and the browser is idle, the
 * web-vitals script (a few KB, from /build like every other script) is loaded and measures the
 * page's LCP, INP and CLS; when the page is hidden they go to our own endpoint in one beacon.
 * Nothing else is sent (no cookie, no identifier), and without JavaScript nothing runs at all.
 */
export function SpeedInsights() {
  useEffect(() => {
    const path = window.location.pathname;
    if (path.startsWith("/admin") || !("sendBeacon" in navigator)) return;
    const measured = new Map<string, number>();
    const sent = new Set<string>();
    const send = () => {
      const metrics = [...measured].filter(([name]) => !sent.has(name)).map(([name, value]) => ({ name, value }));
      if (metrics.length === 0) return;
      for (const { name } of metrics) sent.add(name);
      const body = new Blob([JSON.stringify({ path, metrics })], { type: "application/json" });
      navigator.sendBeacon(VITALS_ENDPOINT, body);
    };
    const sendWhenHidden = () => {
      if (document.visibilityState === "hidden") send();
    };
    const keep = (metric: Metric) => measured.set(metric.name, Math.round(metric.value * 1000) / 1000);
    const start = () =>
      import("web-vitals")
        .then(({ onCLS, onINP, onLCP }) => {
          onLCP(keep);
          onINP(keep);
          onCLS(keep);
          // After web-vitals' own listeners, which hand over the final values when the page is hidden.
          document.addEventListener("visibilitychange", sendWhenHidden);
          window.addEventListener("pagehide", send);
          document.documentElement.dataset.speedInsights = "measuring";
        })
        .catch(() => {});
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    const begin = () => idle(() => void start());
    if (document.readyState === "complete") begin();
    else window.addEventListener("load", begin, { once: true });
    return () => {
      window.removeEventListener("load", begin);
      document.removeEventListener("visibilitychange", sendWhenHidden);
      window.removeEventListener("pagehide", send);
    };
  }, []);
  return null;
}
