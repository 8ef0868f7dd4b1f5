// Where a form without JavaScript goes back to after its action: a path on this site only.
export function returnPath(raw: FormDataEntryValue | null, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length > 2000 || !/^\/(?![/\\])/.test(raw)) return fallback;
  return raw;
}

/** The path with ?notice= set (replacing any earlier notice). */
export function withNotice(path: string, notice: string): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("notice", notice);
  return `${url.pathname}${url.search}${url.hash}`;
}
