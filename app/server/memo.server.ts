// A short-lived cache in the isolate's memory for hot, public, rarely changing reads that many
// pages share (the menu, featured tools, the latest posts), so an uncached render queries only
// for its own page. Edits from elsewhere show up once the entry expires, as edge copies do;
// admin writes forget every entry at once.

/** How long a shared public read is kept: the public pages' own s-maxage. */
export const SHARED_READ_TTL_MS = 30_000;

const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

export function memoize<T>(key: string, ttlMs: number, read: () => PromiseLike<T>): Promise<T> {
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && hit.expires > now) return hit.value as Promise<T>;
  // Adopt the result once: Drizzle queries are lazy thenables that run again on every await.
  const value = Promise.resolve().then(read);
  entries.set(key, { expires: now + ttlMs, value });
  value.catch(() => entries.delete(key));
  return value;
}

/**
 * A pure function of a string that remembers its results for the latest `maxEntries` inputs (the
 * oldest is dropped first), for work that pages repeat on the same content, such as sanitizing a
 * tool's description on every render.
 */
export function rememberRecentResults<T>(maxEntries: number, compute: (input: string) => T): (input: string) => T {
  const results = new Map<string, T>();
  return (input) => {
    if (results.has(input)) return results.get(input)!;
    const result = compute(input);
    if (results.size >= maxEntries) results.delete(results.keys().next().value!);
    results.set(input, result);
    return result;
  };
}

/** Drops every entry, after an edit that the memoized reads must show at once. */
export function forgetMemos(): void {
  entries.clear();
}
