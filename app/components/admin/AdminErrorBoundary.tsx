import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import type { ReactNode } from "react";
import { ADMIN_SECTIONS } from "#app/components/admin/admin-sections.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import { PAGE_NOT_FOUND } from "#app/lib/error-title.ts";

/** The section a path belongs to, for the way back. */
function sectionOf(pathname: string) {
  const path = pathname.replace(/\/$/, "");
  return [...ADMIN_SECTIONS].reverse().find((section) => path === section.to || path.startsWith(`${section.to}/`));
}

/** The page again, as a GET: without the `index` a form posted to a section's own page carries. */
function retryHref(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete("index");
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ""}`;
}

const messageOf = (data: unknown) => (typeof data === "string" && data !== PAGE_NOT_FOUND ? data : null);

/**
 * The error boundary of every admin page, inside the portal's layout, so its navigation stays: a
 * record that is not there, an address it cannot read, or a page that failed to load (a server
 * error, or with JavaScript a navigation that never reached the server), each with a way on.
 * (To anyone but an admin the layout itself answers the site's 404.)
 */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { pathname, search } = useLocation();
  const section = sectionOf(pathname);
  const back = section ? (
    <ButtonLink to={section.to} variant="secondary" size="sm">
      {`Back to ${section.label}`}
    </ButtonLink>
  ) : null;

  if (isRouteErrorResponse(error) && error.status === 404) {
    const what = messageOf(error.data);
    return (
      <AdminErrorPanel title={what ?? "Not found"} code={404}>
        <p>There is nothing at this address: it may have been deleted, or the link is wrong.</p>
        <div className="mt-4 flex flex-wrap gap-3">{back}</div>
      </AdminErrorPanel>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    return (
      <AdminErrorPanel title="This address asks for something the page cannot show">
        <p>{messageOf(error.data) ?? error.statusText}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          {search ? (
            <ButtonLink to={pathname} variant="secondary" size="sm">
              Open it without the filters
            </ButtonLink>
          ) : (
            back
          )}
        </div>
      </AdminErrorPanel>
    );
  }
  // The spec's words for anything else: a refusal, a server error, or (with JavaScript) a
  // navigation that never reached the server.
  const said = isRouteErrorResponse(error) ? messageOf(error.data) : null;
  return (
    <AdminErrorPanel title="Error loading admin portal">
      <FormAlert
        tone="error"
        title={said ?? "The page could not be loaded."}
        actions={
          <>
            {/* A full load, not a client navigation: it works whatever state the page's script is in. */}
            <ButtonLink href={retryHref(pathname, search)} size="sm">
              Retry
            </ButtonLink>
            {back}
          </>
        }
      >
        {said ? null : <p>Check your connection, then retry. If it happens again, the server&apos;s log says why.</p>}
      </FormAlert>
    </AdminErrorPanel>
  );
}

function AdminErrorPanel({ title, code, children }: { title: string; code?: number; children: ReactNode }) {
  return (
    <section aria-labelledby="admin-error-heading">
      {code ? <p className="text-sm font-semibold text-slate-500">{code}</p> : null}
      <h1 id="admin-error-heading" className="text-3xl font-bold text-slate-900">
        {title}
      </h1>
      <div className="mt-3 max-w-2xl text-slate-700">{children}</div>
    </section>
  );
}
