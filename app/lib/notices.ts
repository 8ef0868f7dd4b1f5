// Messages carried across a redirect in the URL (?notice=...), shown as a toast with JavaScript
// and inline without it. Only these keys exist, so a URL cannot inject text.
export const NOTICES = {
  "invalid-category": { title: "Invalid Category", description: "The requested category could not be found." },
  "invalid-tag": { title: "Invalid Tag", description: "The requested tag could not be found." },
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeFrom(params: URLSearchParams): NoticeKey | null {
  const key = params.get("notice");
  return key && key in NOTICES ? (key as NoticeKey) : null;
}
