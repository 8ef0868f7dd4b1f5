import { redirect, type ActionFunctionArgs } from "react-router";
import { signOutAction } from "#app/server/auth/sign-out-action.server.ts";

/** Signing out is a POST (a link could sign people out from another site); GET goes home. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  return signOutAction(context, request);
}
