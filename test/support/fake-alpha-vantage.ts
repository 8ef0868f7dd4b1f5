// Switching the fake Alpha Vantage's answers and reading its calls from inside workerd.
import { env } from "cloudflare:workers";

const fake = env.FAKE_SERVICES_URL;

export async function setAlphaVantageMode(mode: string): Promise<void> {
  const response = await fetch(`${fake}/__alphavantage`, { method: "POST", body: JSON.stringify({ mode }) });
  if (response.status !== 200) throw new Error(`fake Alpha Vantage answered ${response.status}`);
  await response.arrayBuffer();
}

/** The GLOBAL_QUOTE calls since the mode was last set, with the time each arrived. */
export async function alphaVantageCalls(): Promise<{ symbol: string; at: number }[]> {
  const answer = (await (await fetch(`${fake}/__alphavantage`)).json()) as { calls: { symbol: string; at: number }[] };
  return answer.calls;
}
