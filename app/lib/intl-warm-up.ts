// The first Intl object a page makes starts the browser's ICU library: 35-70 ms of the main thread
// on this site's test machine, before any phone's slowdown, as one long task while the page
// hydrates. ICU keeps what it loads for the whole process, so a worker that makes a formatter
// first takes that start-up off the main thread, and the page's own formatters then cost about a
// millisecond (in any locale: ICU's start-up is the cost, not the locale's data). Pages that
// format with Intl as they hydrate (prices in their currencies' own formats) say so in their
// route's handle; the other pages write numbers and dates without Intl (app/lib/en-us-numbers.ts).

export interface IntlHandle {
  /** The page formats with Intl as it hydrates: the browser starts ICU in a worker first. */
  formatsWithIntl: true;
}

type AnyRouteModule = { handle?: unknown } | undefined;

/** True when a route of the page says it formats with Intl as it hydrates. */
export const formatsWithIntl = (routeModules: Record<string, AnyRouteModule>) =>
  Object.values(routeModules).some((module) => (module?.handle as Partial<IntlHandle> | undefined)?.formatsWithIntl);

const WARM_UP_SOURCE = `
new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(1);
new Intl.DateTimeFormat("en-US", { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(0);
postMessage("warm");
`;

/**
 * Starts ICU in a worker; resolves once it is warm, or fails, or after `patienceMs`, so that a
 * browser without workers (or a slow one) only goes on as it would have.
 */
export function warmUpIntl(patienceMs = 1000): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker | undefined;
    let url = "";
    let patience: ReturnType<typeof setTimeout> | undefined;
    const done = () => {
      clearTimeout(patience);
      worker?.terminate();
      if (url) URL.revokeObjectURL(url);
      resolve();
    };
    try {
      url = URL.createObjectURL(new Blob([WARM_UP_SOURCE], { type: "text/javascript" }));
      worker = new Worker(url);
      worker.addEventListener("message", done);
      worker.addEventListener("error", done);
      patience = setTimeout(done, patienceMs);
    } catch {
      done();
    }
  });
}
