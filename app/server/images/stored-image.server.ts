// Serves a WebP the site stored in one of its buckets (avatars, tools' images). Each file's name
// is new with every upload and never changes content, so browsers keep it for good; the edge
// keeps it a day at most, so a replaced file does not linger there.
import { notFound } from "#app/server/http/responses.server.ts";

/** The stored image, or a 404 for a name that is not one of ours (`isName`) or names nothing. */
export async function storedImageResponse(bucket: R2Bucket, key: string, isName: (key: string) => boolean) {
  if (!isName(key)) throw notFound();
  const object = await bucket.get(key);
  if (!object) throw notFound();
  return new Response(object.body, {
    headers: {
      "Content-Type": "image/webp",
      "Content-Length": String(object.size),
      "Cache-Control": "public, max-age=31536000, s-maxage=86400, immutable",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
