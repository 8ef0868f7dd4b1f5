import type { LoaderFunctionArgs } from "react-router";
import { AUTH_BASE_PATH, createAuth } from "#app/server/auth/auth.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";

// Of better-auth's endpoints, the site exposes only the two that a browser is sent to from
// elsewhere: the mailed sign-in link and Google's callback. Everything else (sign-in requests,
// profile updates, sessions) goes through the site's own forms, with their limits and validation.
const EXPOSED = new Set([`${AUTH_BASE_PATH}/magic-link/verify`, `${AUTH_BASE_PATH}/callback/google`]);

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!EXPOSED.has(new URL(request.url).pathname)) throw notFound();
  return createAuth(context.env, context.db()).handler(request);
}

export async function action() {
  throw notFound();
}
