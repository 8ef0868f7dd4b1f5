// Web-vitals reports held in the isolate's memory (see memory-batch) until a batch is due.
import type { PageType, WebVitalMetric } from "#app/lib/web-vitals.ts";
import { MemoryBatch } from "#app/server/analytics/memory-batch.server.ts";

export interface VitalSample {
  day: string;
  pageType: PageType;
  metric: WebVitalMetric;
  value: number;
}

/** At most this many samples wait in memory. */
export const VITALS_BATCH = { maxEntries: 300, maxAgeMs: 30_000 };

const batch = new MemoryBatch<VitalSample>(VITALS_BATCH, (held) => held);
let sequence = 0;

/** Holds the samples; returns a batch that is due for writing. */
export function holdVitals(samples: VitalSample[], now = Date.now()): VitalSample[] | null {
  let due: VitalSample[] = [];
  for (const sample of samples) due = due.concat(batch.add(String(sequence++), sample, now) ?? []);
  return due.length > 0 ? due : null;
}

/** Every sample still held by this isolate. */
export const takeVitals = () => batch.take();
