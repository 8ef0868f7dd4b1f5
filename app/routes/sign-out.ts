import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { createAuth } from "#app/server/auth/auth.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

/** Signing out is a POST (a link could sign people out from another site); GET goes home. */
export const loader = () => redirect("/");

export async function action({ request, context }: ActionFunctionArgs) {
  await readCheckedForm(request, context);
  try {
    const { headers } = await createAuth(context.env, context.db()).api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    const out = new Headers();
    for (const cookie of headers.getSetCookie()) out.append("Set-Cookie", cookie);
    return redirect("/?notice=signed-out", { headers: out });
  } catch (error) {
    console.error("sign out", error);
    return redirect("/?notice=sign-out-failed");
  }
}
