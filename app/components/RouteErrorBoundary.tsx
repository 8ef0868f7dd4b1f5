import { isRouteErrorResponse, useLocation, useRouteError, type ErrorResponse } from "react-router";
import type { ReactNode } from "react";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { NotFound } from "#app/components/NotFound.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";

/** A page's own answer to one status; `null` leaves that error to the site's pages. */
export type StatusHandler = (error: ErrorResponse) => ReactNode;

/**
 * The error boundary of every route. The root re-exports it as is and shows the site's error
 * pages; a route passes its own page per status, and anything it does not answer is thrown on to
 * the root's boundary, so the title and status stay the ones the root gives such errors.
 */
export function RouteErrorBoundary({ statusHandlers }: { statusHandlers?: Record<number, StatusHandler> }) {
  const error = useRouteError();
  if (!statusHandlers) return <SiteErrorPage error={error} />;
  const page = isRouteErrorResponse(error) ? statusHandlers[error.status]?.(error) : null;
  if (page === null || page === undefined) throw error;
  return <>{page}</>;
}

function SiteErrorPage({ error }: { error: unknown }) {
  const location = useLocation();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && error.status < 500) {
    return (
      <ErrorPage
        title={error.status === 400 ? "Invalid request" : "Request refused"}
        message={typeof error.data === "string" ? error.data : error.statusText}
      >
        <ButtonLink to="/">Return to Homepage</ButtonLink>
      </ErrorPage>
    );
  }
  // A 503 names what could not be loaded; anything else is a plain apology.
  const unavailable = isRouteErrorResponse(error) && error.status === 503 && typeof error.data === "string";
  return (
    <ErrorPage title={unavailable ? error.data : "Something went wrong"} message="Please try again in a moment.">
      {unavailable ? <ButtonLink href={`${location.pathname}${location.search}`}>Try again</ButtonLink> : null}
    </ErrorPage>
  );
}
