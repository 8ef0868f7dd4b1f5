import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteLoaderData,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import { useContext, useEffect, type ReactNode } from "react";
import { Toaster } from "#app/components/toasts.tsx";
import { SpeedInsights } from "#app/components/analytics/SpeedInsights.tsx";
import { CompareBar } from "#app/components/compare/CompareBar.tsx";
import { Footer } from "#app/components/layout/Footer.tsx";
import { useLinkNavigation } from "#app/components/Link.tsx";
import { Header } from "#app/components/layout/Header.tsx";
import { IconSpriteProvider } from "#app/components/ui/Icon.tsx";
import { ScriptNonce } from "#app/components/layout/script-nonce.ts";
import { Notice } from "#app/components/Notice.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { errorTitle } from "#app/lib/error-title.ts";
import { noticeFrom, noticeMessage } from "#app/lib/notices.ts";
import { adminHref, mainSiteHref } from "#app/lib/site-hosts.ts";
import { listMenuCategories } from "#app/server/catalog/menu-categories.server.ts";
import stylesheet from "#app/tailwind.css?url";
import iconSpriteHref from "#app/components/ui/icons.svg";

/** How long a toast stays on screen (spec: "5000 ms duration"). */
const TOAST_DURATION_MS = 5000;
/** Toasts rest above the comparison bar and the search button, which sit 24 px up and stand 56 px tall. */
const TOAST_BOTTOM_OFFSET = 96;

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const meta: MetaFunction<typeof loader> = ({ data, error }) => {
  const siteName = data?.siteName ?? "Bitcoin Tools";
  // The root's boundary shows errors that no page caught, so it names them in the title too.
  if (error) return [{ title: `${errorTitle(error)} | ${siteName}` }, { name: "robots", content: "noindex" }];
  return [{ title: siteName }];
};

function noticeOf(request: Request, sessionExpired: boolean) {
  const key = noticeFrom(new URL(request.url).searchParams) ?? (sessionExpired ? "session-expired" : null);
  return key ? noticeMessage(key) : null;
}

/**
 * After a form refused for carrying an earlier session's CSRF token (403, functions/session-ended.ts),
 * the root's data, which holds the session's token, loads again, so the next save goes through.
 * After any other 4xx nothing reloads (single fetch's default): an admin page loaded again after an
 * ended session's 401 would be a 404 in place of the form that still holds the editor's text.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 403 || defaultShouldRevalidate;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { env } = context;
  return {
    user: context.user,
    csrfToken: context.csrfToken,
    adminHref: context.user?.isAdmin ? adminHref(request.url, env.ADMIN_SUBDOMAIN_PREFIX) : null,
    /** The public site from wherever this page is (the admin host without its prefix). */
    mainSiteHref: mainSiteHref(request.url, env.ADMIN_SUBDOMAIN_PREFIX),
    notice: noticeOf(request, context.sessionExpired),
    siteName: env.SITE_NAME,
    siteUrl: env.SITE_URL,
    categories: await listMenuCategories(context.db),
    social: { x: env.SOCIAL_X_URL || undefined, telegram: env.SOCIAL_TELEGRAM_URL || undefined },
  };
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const siteName = data?.siteName ?? "Bitcoin Tools";
  const nonce = useContext(ScriptNonce);
  useLinkNavigation();
  return (
    <html lang="en">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <link rel="stylesheet" href={stylesheet} />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        <IconSpriteProvider value={iconSpriteHref}>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-[70] focus:rounded focus:bg-white focus:px-3 focus:py-2"
          >
            Skip to content
          </a>
          <Header
            siteName={siteName}
            categories={data?.categories ?? []}
            user={data?.user ?? null}
            adminHref={data?.adminHref ?? null}
          />
          <main id="main" className="flex-1">
            <Notice notice={data?.notice ?? null} />
            {children}
          </main>
          <Footer siteName={siteName} social={data?.social ?? {}} />
          <CompareBar />
          <SpeedInsights />
          <Toaster
            position="bottom-center"
            visibleToasts={1}
            duration={TOAST_DURATION_MS}
            offset={{ bottom: TOAST_BOTTOM_OFFSET }}
            mobileOffset={{ bottom: TOAST_BOTTOM_OFFSET }}
          />
        </IconSpriteProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document once React runs in the browser (tests wait for it; CSS may use it).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

export { RouteErrorBoundary as ErrorBoundary };
