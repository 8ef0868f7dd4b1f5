import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { createAuth } from "~/server/auth/auth.server";

/** better-auth's own endpoints: the magic-link verify link, Google's callback, and its JSON API. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return createAuth(context.env, context.db()).handler(request);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return createAuth(context.env, context.db()).handler(request);
}
