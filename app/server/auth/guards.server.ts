// Who may reach a loader or an action. Pages for signed-in users send everyone else to sign in and
// back; the admin pages do not exist for anyone but an admin.
import { redirect, type AppLoadContext } from "react-router";
import type { SessionUser } from "#app/lib/session-user.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { returnPath } from "#app/server/http/return-path.server.ts";

/** The query parameter of /sign-in that names where to go once signed in. */
export const REDIRECT_TO = "redirectTo";

/** Where a signed-in visitor goes from /sign-in: the page that sent them there, or home. */
export const returnPathOf = (request: Request) => returnPath(new URL(request.url).searchParams.get(REDIRECT_TO));

/** The sign-in page, returning to `path` afterwards; `notice` says why the visitor is there. */
export function signInPath(path: string, notice?: NoticeKey): string {
  const query = new URLSearchParams(notice ? { notice } : {});
  if (path !== "/") query.set(REDIRECT_TO, path);
  const search = query.toString();
  return search ? `/sign-in?${search}` : "/sign-in";
}

/** The signed-in user, or a redirect to sign in that comes back to this request's page. */
export function requireUser(
  context: AppLoadContext,
  request: Request,
  { notice }: { notice?: NoticeKey } = {},
): SessionUser {
  if (context.user) return context.user;
  const url = new URL(request.url);
  throw redirect(signInPath(returnPath(`${url.pathname}${url.search}`), notice));
}

/** The signed-in admin; to everyone else the page is the site's 404, as if it did not exist. */
export function requireAdmin(context: AppLoadContext): SessionUser {
  if (context.user?.isAdmin) return context.user;
  throw notFound();
}
