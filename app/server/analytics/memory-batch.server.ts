// A batch of counts kept in the isolate's memory until it is worth one database write: when it
// holds `maxEntries` distinct keys or its first entry is `maxAgeMs` old, the next `add` hands the
// whole batch back to be written and starts an empty one. The cap on keys bounds the memory, the
// age bounds how late a count reaches the database while the isolate keeps serving.
//
// An isolate can be evicted at any time (idle, redeployed, out of memory), and what it holds then
// is lost: a few views or reports at most, the price of writing none per request.

export interface BatchLimits {
  maxEntries: number;
  maxAgeMs: number;
}

export class MemoryBatch<T> {
  private entries = new Map<string, T>();
  private startedAt = 0;
  private readonly limits: BatchLimits;
  private readonly merge: (held: T, added: T) => T;

  constructor(limits: BatchLimits, merge: (held: T, added: T) => T) {
    this.limits = limits;
    this.merge = merge;
  }

  /** Adds an entry; returns the batch when it is due for writing (and empties it). */
  add(key: string, value: T, now: number): T[] | null {
    if (this.entries.size === 0) this.startedAt = now;
    const held = this.entries.get(key);
    this.entries.set(key, held === undefined ? value : this.merge(held, value));
    const due = this.entries.size >= this.limits.maxEntries || now - this.startedAt >= this.limits.maxAgeMs;
    return due ? this.take() : null;
  }

  /** Everything held, now (the minute cron and the dashboard write what is left). */
  take(): T[] {
    const taken = [...this.entries.values()];
    this.entries = new Map();
    return taken;
  }
}
