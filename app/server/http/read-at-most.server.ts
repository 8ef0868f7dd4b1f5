// A stream read with a ceiling: as soon as it is known to be larger than the limit, the rest is
// cancelled unread, so an oversized or endless body costs no more than the limit.

/** The stream's bytes, or null once it is known (from `declared` or while reading) to pass `limit`. */
export async function readAtMost(
  stream: ReadableStream<Uint8Array>,
  limit: number,
  declared = Number.NaN,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (declared > limit) {
    void stream.cancel().catch(() => {});
    return null;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = stream.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}
