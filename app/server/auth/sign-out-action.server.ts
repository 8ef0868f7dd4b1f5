// Signing out: better-auth ends the session and clears its cookie, and the home page says so.
import { redirect, type AppLoadContext } from "react-router";
import { createAuth } from "#app/server/auth/auth.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export async function signOutAction(context: AppLoadContext, request: Request) {
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
