import type { LoaderFunctionArgs } from "react-router";
import { POST_SHARE_IMAGE_TYPE } from "#app/lib/share-image.ts";
import { findShareImagePost, postShareImage } from "#app/server/blog/post-share-image.server.ts";
import { PUBLIC_ASSET, VERSIONED_ASSET } from "#app/server/http/cache-control.server.ts";

const IMAGE_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.png$/;

/** /og/blog/{slug}.png?v={stamp}: a published post's 1200x630 share image. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const match = IMAGE_FILE.exec(params.file ?? "");
  const post = match ? await findShareImagePost(context.db(), match[1]!) : null;
  if (!post) return new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });
  const png = await postShareImage(context.env, post);
  const current = new URL(request.url).searchParams.get("v") === post.shareImageStamp;
  return new Response(png as Uint8Array<ArrayBuffer>, {
    headers: {
      "Content-Type": POST_SHARE_IMAGE_TYPE,
      "Content-Length": String(png.length),
      // An outdated or missing version is answered with the current image, kept only a day.
      "Cache-Control": current ? VERSIONED_ASSET : PUBLIC_ASSET,
    },
  });
}
