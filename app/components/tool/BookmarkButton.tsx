import { useFetcher } from "react-router";
import { useEffect } from "react";
import type { NoticeMessage } from "#app/lib/notices.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { toastNotice } from "#app/components/notice-toast.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

/** The page's one bookmark fetcher, which the header also reads (to offer watching). */
export const useBookmarkFetcher = () =>
  useFetcher<{ bookmarked?: boolean; notice?: NoticeMessage }>({ key: "bookmark-tool" });

/**
 * Adds or removes the tool from the visitor's bookmarks. A form, so it works without JavaScript;
 * with it, the page stays put and a toast says what happened.
 */
export function BookmarkButton({ bookmarked }: { bookmarked: boolean }) {
  const fetcher = useBookmarkFetcher();
  const busy = fetcher.state !== "idle";
  const current = fetcher.data?.bookmarked ?? bookmarked;

  useEffect(() => {
    if (fetcher.data?.notice) toastNotice(fetcher.data.notice);
  }, [fetcher.data]);

  return (
    <fetcher.Form method="post" className="inline">
      <CsrfField />
      <input type="hidden" name="intent" value={current ? "unbookmark" : "bookmark"} />
      <Button type="submit" disabled={busy} aria-pressed={current} variant="secondary" size="sm">
        {current ? (
          <Icon name="bookmark-check" className="h-4 w-4 text-bitcoin-dark" />
        ) : (
          <Icon name="bookmark" className="h-4 w-4" />
        )}
        {busy ? "Loading..." : current ? "Bookmarked" : "Bookmark"}
      </Button>
    </fetcher.Form>
  );
}
