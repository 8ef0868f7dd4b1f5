// How many bytes a request body may carry. Forms are small; an upload route has its own limit,
// the largest file it accepts plus room for the form's other fields. An oversized upload reaches
// its route without a body and with the marker header, so the page can say what went wrong.
export const FORM_BODY_MAX_BYTES = 64 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

const UPLOAD_ROUTES: Record<string, number> = {
  "/profile": AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES,
};

export function bodyLimitFor(pathname: string): number {
  return UPLOAD_ROUTES[pathname] ?? FORM_BODY_MAX_BYTES;
}

export const isUploadRoute = (pathname: string) => pathname in UPLOAD_ROUTES;

/** Set by the Worker (and only by it) on an upload whose body was over the limit. */
export const BODY_TOO_LARGE_HEADER = "X-Body-Too-Large";
