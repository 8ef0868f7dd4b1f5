// Where the site sends a visitor back to after a form or a sign-in: a path on this site only. A
// value that could lead elsewhere ("//host", "/\host", "https://...", an encoded slash, control
// characters a browser strips) is ignored and the fallback is used.
import { hasControlCharacters } from "#app/lib/control-characters.ts";

const ENCODED_SEPARATOR = /%2f|%5c/i;
const SITE = "http://site.invalid";

export function returnPath(raw: FormDataEntryValue | null | undefined, fallback = "/"): string {
  if (typeof raw !== "string" || raw.length > 2000 || !raw.startsWith("/")) return fallback;
  if (raw.includes("//") || raw.includes("\\") || hasControlCharacters(raw)) return fallback;
  const path = raw.split(/[?#]/, 1)[0]!;
  if (ENCODED_SEPARATOR.test(path)) return fallback;
  try {
    return new URL(raw, SITE).origin === SITE ? raw : fallback;
  } catch {
    return fallback;
  }
}

/** The path with ?notice= set (replacing any earlier notice). */
export function withNotice(path: string, notice: string): string {
  const url = new URL(path, SITE);
  url.searchParams.set("notice", notice);
  return `${url.pathname}${url.search}${url.hash}`;
}
