import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { isAvatarKey } from "#app/server/profile/avatar-store.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** GET /avatars/{user id}/{random}.webp from the profile-images bucket. A name never changes content. */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const key = params["*"] ?? "";
  if (!isAvatarKey(key)) throw notFound();
  const object = await context.env.AVATARS.get(key);
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
