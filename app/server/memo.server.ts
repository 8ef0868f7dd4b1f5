// A short-lived cache in the isolate's memory for hot, public, rarely changing reads that many
// pages share (the menu, featured tools, the latest posts), so an uncached render queries only
// for its own page. Edits from elsewhere show up once the entry expires, as edge copies do;
// admin writes forget every entry at once.

/** How long a shared public read is kept: the public pages' own s-maxage. */
export const SHARED_READ_TTL_MS = 30_000;

const entries = new Map<string, { expires: number; value: unknown }>();

/**
 * Only results are kept, never a read under way: a request must not wait on a promise that another
 * request's I/O settles (the runtime cancels it as hung when that request ends first). Requests
 * that miss together each read once; a failed read keeps nothing.
 */
export async function memoize<T>(key: string, ttlMs: number, read: () => PromiseLike<T>): Promise<T> {
  const hit = entries.get(key);
  if (hit && hit.expires > Date.now()) return hit.value as T;
  const value = await read();
  entries.set(key, { expires: Date.now() + ttlMs, value });
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
