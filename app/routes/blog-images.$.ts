import type { LoaderFunctionArgs } from "react-router";
import { isBlogMediaKey, parseBlogImageKey } from "#app/lib/blog-images.ts";
import { storedImageResponse } from "#app/server/images/stored-image.server.ts";

/** GET /blog-images/{post id}/featured-{random}-{width}x{height}.webp and /blog-images/media/... from the blog-images bucket. */
export function loader({ params, context }: LoaderFunctionArgs) {
  return storedImageResponse(
    context.env.BLOG_IMAGES,
    params["*"] ?? "",
    (key) => parseBlogImageKey(key) !== null || isBlogMediaKey(key),
  );
}
