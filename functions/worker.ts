// The Worker: React Router renders every request that is not a static file, except share images.
//
// Modules shared with the app's build are bundled once. The server build (build/server/index.js)
// leaves every `#app` import to wrangler, so the modules this entry uses are the very ones the routes
// use. From app/server, directly: the database client (db/client), the session cookie and CSRF
// checks (auth/session-cookie, security/csrf) and the error responses (http/responses); through the
// functions/ modules, the Content-Security-Policy, the share-image renderer and, from the cron
// table, the price, ETF, newsletter and mail code. `npm run check:bundle` fails if one is bundled
// twice. One isolate runs many requests through them, so they keep no request's state at module
// scope: only caches that are safe to share between requests live there (the session cookie's
// signing key, the share-image renderer, the page-view counts waiting for their batch write), and
// database and mail clients are made per request.
import { createRequestHandler, type ServerBuild } from "react-router";
import * as build from "#build/index.js";
import { openRequestDatabase, type RequestDatabase } from "#app/server/db/client.server.ts";
import type { Env } from "#app/server/env.server.ts";
import { readRequestSession } from "#app/server/auth/request-session.server.ts";
import { isSessionSetCookie, signedSessionToken } from "#app/server/auth/session-cookie.server.ts";
import { CROSS_SITE_MESSAGE, csrfTokenFor, fromThisSite } from "#app/server/security/csrf.server.ts";
import { countPageView } from "#app/server/analytics/page-view-counter.server.ts";
import { writeLater } from "#app/server/analytics/write-later.server.ts";
import { writePageViews } from "#app/server/analytics/write-page-views.server.ts";
import { edgeCacheKey } from "#app/server/http/edge-generation.server.ts";
import { forbidden } from "#app/server/http/responses.server.ts";
import { routeAdminHost } from "#functions/admin-host.ts";
import { overCapAnswer, withCappedBody } from "#functions/body-limit.ts";
import { cached } from "#functions/edge-cache.ts";
import { CRON_JOBS } from "#functions/cron-jobs.ts";
import { withFreshScriptNonce } from "#functions/script-nonce.ts";
import { withSecurityHeaders } from "#functions/security-headers.ts";
import { unlessDatabaseIsAway } from "#functions/unless-database-is-away.ts";
import { isReadableAddress, unreadableAddress } from "#functions/unreadable-address.ts";
import { renderToolShareImage, SHARE_IMAGE_PATH } from "#functions/share-image.ts";
import { isAdminPath, isStaleScriptForm, sessionEndedAnswer, staleFormAnswer } from "#functions/session-ended.ts";
import { isScriptRequest, pagePathOf } from "#app/server/http/script-requests.server.ts";

const handleRequest = createRequestHandler(build as unknown as ServerBuild, "production");

export default {
  async fetch(incoming, env, ctx): Promise<Response> {
    const routed = routeAdminHost(incoming, env.ADMIN_SUBDOMAIN_PREFIX);
    const url = new URL(routed.url);
    if (!isReadableAddress(url)) return withSecurityHeaders(unreadableAddress(url, env.SITE_NAME), url);
    if (!isSafeMethod(routed) && !fromThisSite(routed, new URL(env.SITE_URL).origin))
      return withSecurityHeaders(forbidden(CROSS_SITE_MESSAGE), url);
    const request = await withCappedBody(routed);
    if (request instanceof Response) return withSecurityHeaders(request, url);
    // Route discovery's manifest is the same for everyone: it reads no session and sets no cookie.
    const sessionToken =
      url.pathname === "/__manifest" ? null : await signedSessionToken(request, env.BETTER_AUTH_SECRET);
    const keyOf = (page: Request) => edgeCacheKey(page.url, env.SITE_URL);
    const response = overCapAnswer(
      request,
      await cached(request, sessionToken === null, ctx, keyOf, () => {
        const database = openRequestDatabase(env.HYPERDRIVE.connectionString);
        return unlessDatabaseIsAway(env, url, database, () => render(request, url, env, ctx, database, sessionToken));
      }),
    );
    // Counted after the edge cache, so cached views count too; no write unless a batch is due.
    const dueViews = countPageView(request, response, env);
    if (dueViews) writeLater(ctx, env.HYPERDRIVE.connectionString, (db) => writePageViews(db, dueViews));
    return withSecurityHeaders(await withFreshScriptNonce(response), url);
  },

  async scheduled(controller, env, ctx): Promise<void> {
    const job = Object.hasOwn(CRON_JOBS, controller.cron) ? CRON_JOBS[controller.cron] : undefined;
    if (!job) {
      console.warn(`no job for the cron "${controller.cron}"`);
      return;
    }
    const database = openRequestDatabase(env.HYPERDRIVE.connectionString);
    ctx.waitUntil(job(env, database.get(), controller.scheduledTime).finally(() => database.close()));
  },
} satisfies ExportedHandler<Env>;

async function render(
  request: Request,
  url: URL,
  env: Env,
  ctx: ExecutionContext,
  database: RequestDatabase,
  sessionToken: string | null,
) {
  try {
    const shareImage = SHARE_IMAGE_PATH.exec(url.pathname);
    if (shareImage)
      return await renderToolShareImage(database.get(), shareImage[1]!, {
        siteName: env.SITE_NAME,
        toolImages: env.TOOL_IMAGES,
      });
    const session = await readRequestSession(env, database.get, request, sessionToken);
    // A gone session's cookie is cleared by the next page the visitor opens, which says so once.
    // Any other request leaves it: a form saved after it must still be known for the editor's, to
    // be refused with "your session ended" rather than taken for a stranger's and answered 404.
    const setCookies = session.expired && !isPageRequest(request, url) ? [] : session.setCookies;
    const csrfToken = sessionToken === null ? null : await csrfTokenFor(env.BETTER_AUTH_SECRET, sessionToken);
    if (request.method === "POST" && isAdminPath(pagePathOf(url))) {
      if (session.expired) return withSessionHeaders(await sessionEndedAnswer(request, url), true, setCookies);
      if (csrfToken !== null && (await isStaleScriptForm(request, url, csrfToken)))
        return withSessionHeaders(await staleFormAnswer(request), true, setCookies);
    }
    const response = await handleRequest(request, {
      env,
      ctx,
      db: database.get,
      noteError: database.noteError,
      user: session.user,
      sessionExpired: session.expired,
      csrfToken,
    });
    return withSessionHeaders(response, sessionToken !== null, setCookies);
  } finally {
    ctx.waitUntil(database.close());
  }
}

/** A page the browser opens. */
const isPageRequest = (request: Request, url: URL) => request.method === "GET" && !isScriptRequest(url);

/**
 * Methods that change nothing. React Router answers OPTIONS with the route's loader, as it does GET, so
 * another site's browser may ask first (the preflight of a cross-site read of the open data).
 */
const isSafeMethod = (request: Request) => ["GET", "HEAD", "OPTIONS"].includes(request.method);

/**
 * A page rendered for a session is that visitor's alone: no shared cache may keep it. Refreshed
 * or cleared session cookies go out with it, unless the response sets a session cookie of its
 * own: a sign-in link opened with a stale cookie must keep the new session, not clear it.
 */
function withSessionHeaders(response: Response, hasSession: boolean, setCookies: string[]): Response {
  if (!hasSession && setCookies.length === 0) return response;
  const personal = new Response(response.body, response);
  personal.headers.set("Cache-Control", "private, no-store");
  const ownSession = response.headers.getSetCookie().some(isSessionSetCookie);
  for (const cookie of setCookies)
    if (!(ownSession && isSessionSetCookie(cookie))) personal.headers.append("Set-Cookie", cookie);
  return personal;
}
