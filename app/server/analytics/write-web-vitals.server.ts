// A batch of web-vitals samples in one statement.
import type { Database } from "#app/server/db/client.server.ts";
import { webVitals } from "#app/server/db/schema.server.ts";
import type { VitalSample } from "#app/server/analytics/vitals-buffer.server.ts";

export async function writeWebVitals(db: Database, samples: VitalSample[]): Promise<void> {
  if (samples.length > 0) await db.insert(webVitals).values(samples);
}
