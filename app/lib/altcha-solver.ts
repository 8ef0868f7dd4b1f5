// Solves the Worker's ALTCHA challenge in the browser with Web Crypto: altcha-lib's own solver and
// SHA key derivation (a few KB), not the ALTCHA widget (36 KB gzipped). The answer is what the
// widget would post: base64 JSON of {challenge, solution}.
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/sha";
import { ALTCHA_CHALLENGE_MINUTES } from "#app/lib/person-check.ts";

/** A solution stops being offered this long before the Worker would refuse it. */
const SAFETY_MARGIN_MS = 30_000;

export type SolvedChallenge = { token: string; validForMs: number };

/**
 * Fetches a fresh challenge and solves it; null when it cannot be had or solved in time. How long
 * the solution stays good is counted on this page's clock from the fetch, so a visitor whose clock
 * is wrong is not told it expired at once.
 */
export async function solveAltcha(challengeUrl: string, signal: AbortSignal): Promise<SolvedChallenge | null> {
  const fetchedAt = performance.now();
  const response = await fetch(challengeUrl, { signal, cache: "no-store" });
  if (!response.ok) return null;
  const challenge = (await response.json()) as Challenge;
  const controller = new AbortController();
  signal.addEventListener("abort", () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: 60_000 });
  if (!solution) return null;
  const lifetimeMs = ALTCHA_CHALLENGE_MINUTES * 60_000 - SAFETY_MARGIN_MS;
  return {
    token: btoa(JSON.stringify({ challenge, solution })),
    validForMs: Math.max(0, lifetimeMs - (performance.now() - fetchedAt)),
  };
}
