import { redirect, type LoaderFunctionArgs } from "react-router";
import { isUuid } from "#app/lib/uuid.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

/** An image's address in the history: the media list, at the image. */
export function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound();
  return redirect(`/admin/blog/media#image-${params.id}`);
}
