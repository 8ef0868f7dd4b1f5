// Reading an upstream's answer with a ceiling: a body announced or found to be larger than the
// limit is refused and the rest of it is never read, so a service that answers 100 MB (by mistake
// or otherwise) costs the Worker no more than the limit in memory and time.

import { readAtMost } from "#app/server/http/read-at-most.server.ts";

export class BodyTooLargeError extends Error {
  readonly limitBytes: number;
  constructor(host: string, limitBytes: number) {
    super(`${host} answered more than ${Math.round(limitBytes / 1024)} KB`);
    this.limitBytes = limitBytes;
  }
}

/** The body as text, refusing it (and cancelling the rest) past `limitBytes`. */
export async function readCappedText(response: Response, limitBytes: number): Promise<string> {
  const host = response.url ? new URL(response.url).host : "the upstream";
  if (!response.body) return "";
  const bytes = await readAtMost(response.body, limitBytes, Number(response.headers.get("Content-Length")));
  if (!bytes) throw new BodyTooLargeError(host, limitBytes);
  return new TextDecoder().decode(bytes);
}

/** The body as JSON, read with the same ceiling. */
export async function readCappedJson(response: Response, limitBytes: number): Promise<unknown> {
  return JSON.parse(await readCappedText(response, limitBytes)) as unknown;
}
