// Switching the fake price sources' behaviour and reading their call counts from inside workerd.
import { env } from "cloudflare:workers";

const fake = env.FAKE_SERVICES_URL;

export async function setFakeMode(mode: string): Promise<void> {
  const response = await fetch(`${fake}/__mode`, { method: "POST", body: JSON.stringify({ mode }) });
  if (response.status !== 200) throw new Error(`fake upstreams answered ${response.status}`);
  await response.arrayBuffer();
}

export async function fakeCalls(): Promise<Record<string, number>> {
  return (await (await fetch(`${fake}/__calls`)).json()) as Record<string, number>;
}

/** Empties every price key the warmer and loaders use. */
export async function clearPriceKeys(): Promise<void> {
  const keys = ["latest", "market", "backoff", "refresh-lock", "history-backfill", "history-thinned"];
  await Promise.all(keys.map((key) => env.CACHE.delete(`prices:${key}`)));
}
