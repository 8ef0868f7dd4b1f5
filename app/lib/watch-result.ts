// What the tool page's watch form answers: whether the tool is watched now, and the notice.
import type { FormFailure } from "#app/lib/form-result.ts";
import type { NoticeMessage } from "#app/lib/notices.ts";

export type WatchResult =
  | { ok: true; watching: boolean; notice: NoticeMessage }
  | (FormFailure<never> & { watching: boolean; notice: NoticeMessage });
