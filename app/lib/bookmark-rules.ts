// The tool page's bookmark form: one button whose `intent` adds or removes the bookmark.
import type { FormFailure } from "#app/lib/form-result.ts";
import type { NoticeMessage } from "#app/lib/notices.ts";

export const BOOKMARK_INTENTS = { add: "bookmark", remove: "unbookmark" } as const;

/** Whether the tool is bookmarked now, and the notice that says what happened. */
export type BookmarkResult =
  | { ok: true; bookmarked: boolean; notice: NoticeMessage }
  | (FormFailure<never> & { bookmarked: boolean; notice: NoticeMessage });
