import type { LoaderFunctionArgs } from "react-router";
import { parseToolImageKey } from "#app/lib/tool-images.ts";
import { storedImageResponse } from "#app/server/images/stored-image.server.ts";

/** GET /tool-images/{tool id}/{kind}-{random}-{width}x{height}.webp from the tool-images bucket. */
export function loader({ params, context }: LoaderFunctionArgs) {
  return storedImageResponse(context.env.TOOL_IMAGES, params["*"] ?? "", (key) => parseToolImageKey(key) !== null);
}
