// Requests to the Worker under test, inside workerd.
import { env, exports } from "cloudflare:workers";
import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import workerModule from "#functions/worker.ts";
import { edgeCacheKey } from "#app/server/http/edge-generation.server.ts";
import { decode } from "turbo-stream";
import { formOf } from "#test/support/form-data.ts";

export const worker = (exports as unknown as { default: { fetch: (request: Request) => Promise<Response> } }).default;

export async function get(path: string, init: RequestInit & { origin?: string } = {}) {
  const { origin = "http://localhost", ...rest } = init;
  const response = await worker.fetch(new Request(`${origin}${path}`, { redirect: "manual", ...rest }));
  return { response, html: await response.text() };
}

export { formOf };

/**
 * A POST to the Worker: plain fields go as a form, any other body (FormData with a file,
 * URLSearchParams, a stream) as it is.
 */
export function post(
  path: string,
  form: Record<string, string> | BodyInit,
  init: RequestInit & { origin?: string } = {},
) {
  const fields = Object.getPrototypeOf(form) === Object.prototype;
  return get(path, {
    ...init,
    method: "POST",
    body: fields ? formOf(form as Record<string, string>) : (form as BodyInit),
  });
}

/** The visible text of the first <h1>. */
export function heading(html: string): string {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match ? match[1]!.replace(/<[^>]+>/g, "").trim() : "";
}

/** Tool slugs linked from tool cards, in page order. */
export function toolSlugs(html: string): string[] {
  return [...html.matchAll(/<h[23][^>]*><a[^>]*href="\/tool\/([a-z0-9-]+)"/g)].map((m) => m[1]!);
}

/** A request as the Worker's fetch receives it, for calling it with a changed env (test-made requests have no cf properties). */
export const incoming = (url: string, init?: RequestInit) =>
  new Request(url, init) as Request<unknown, IncomingRequestCfProperties>;

/** The key of a page's copy in the edge cache, as the Worker keys it now. */
export const edgeCopyKey = (path: string) => edgeCacheKey(`http://localhost${path}`, env.SITE_URL);

/** The edge copy of `path`, once the response's background store (waitUntil) has run; undefined after 2 s. */
export async function storedEdgeCopy(path: string): Promise<Response | undefined> {
  const cache = (caches as unknown as { default: Cache }).default;
  const key = await edgeCopyKey(path);
  for (let i = 0; i < 40; i++) {
    const copy = await cache.match(key);
    if (copy) return copy;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return undefined;
}

/** A page's HTML without its script nonces, which differ on every response of the same copy. */
export const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, "");

/**
 * A GET (or `init`) of `path` from the Worker with a changed env (its database elsewhere, say),
 * with how long the answer took; its background work is waited for after the clock stops.
 */
export async function fetchWithEnv(workerEnv: typeof env, path: string, init?: RequestInit) {
  const ctx = createExecutionContext();
  const started = Date.now();
  const response = await workerModule.fetch(incoming(`http://localhost${path}`, init), workerEnv, ctx);
  const body = await response.text();
  const ms = Date.now() - started;
  await waitOnExecutionContext(ctx);
  return { response, body, ms };
}

/**
 * What single fetch's answer (a `.data` response's text) says, decoded as a page's script reads it:
 * an action's `{ data }` or `{ redirect, status }`, or a page's data by route id. Errors come as
 * `{ error: message }` and error responses as `{ status, data }`.
 */
export async function scriptAnswer(text: string): Promise<unknown> {
  const decoded = await decode(new Response(text).body!, {
    plugins: [
      (type: string, ...values: unknown[]) => {
        if (type === "SanitizedError") return { value: { error: values[1] } };
        if (type === "ErrorResponse") return { value: { status: values[1], data: values[0] } };
        if (type === "SingleFetchRedirect") return { value: values[0] };
        if (type === "SingleFetchClassInstance") return { value: values[0] };
      },
    ],
  });
  await decoded.done;
  return decoded.value;
}
