import { useFetcher } from "react-router";
import { useEffect } from "react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { toastNotice } from "#app/components/notice-toast.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";
import { WATCH_INTENTS } from "#app/lib/tool-watch.ts";
import type { WatchResult } from "#app/lib/watch-result.ts";

/** The page's one watch fetcher: the header's button and the offer after bookmarking share it. */
const useWatchFetcher = () => useFetcher<WatchResult>({ key: "watch-tool" });

/** Whether the tool is watched: the loader's answer, or what the last watch form said since. */
export function useWatching(watching: boolean) {
  const fetcher = useWatchFetcher();
  return fetcher.data?.watching ?? watching;
}

/**
 * Starts or stops watching the tool (an e-mail when it changes). A form, so it works without
 * JavaScript; with it, the page stays put and a toast says what happened.
 */
export function WatchButton({
  watching,
  label = "Watch",
  announce = true,
}: {
  watching: boolean;
  label?: string;
  /** Toasts what happened; the offer leaves that to the header's button, which shares its fetcher. */
  announce?: boolean;
}) {
  const fetcher = useWatchFetcher();
  const busy = fetcher.state !== "idle";
  const current = fetcher.data?.watching ?? watching;

  useEffect(() => {
    if (announce && fetcher.data?.notice) toastNotice(fetcher.data.notice);
  }, [announce, fetcher.data]);

  return (
    <fetcher.Form method="post" className="inline">
      <CsrfField />
      <input type="hidden" name="intent" value={current ? WATCH_INTENTS.unwatch : WATCH_INTENTS.watch} />
      <Button type="submit" disabled={busy} aria-pressed={current} variant="secondary" size="sm">
        <Icon name={current ? "check" : "mail"} className="h-4 w-4" />
        {busy ? "Loading..." : current ? "Watching" : label}
      </Button>
    </fetcher.Form>
  );
}

/** After bookmarking a tool the visitor does not watch: the offer to hear when it changes. */
export function WatchOffer({ toolName }: { toolName: string }) {
  return (
    <div role="status" className="mt-4 rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
      <p className="mb-3">{`Bookmarked. Want an e-mail when ${toolName}'s lifecycle, website, facts or latest release change?`}</p>
      <WatchButton watching={false} label="Watch for changes" announce={false} />
    </div>
  );
}
