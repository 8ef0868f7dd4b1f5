import type { LoaderFunctionArgs } from "react-router";
import { isAvatarKey } from "#app/server/profile/avatar-store.server.ts";
import { storedImageResponse } from "#app/server/images/stored-image.server.ts";

/** GET /avatars/{user id}/{random}.webp from the profile-images bucket. */
export function loader({ params, context }: LoaderFunctionArgs) {
  return storedImageResponse(context.env.AVATARS, params["*"] ?? "", isAvatarKey);
}
