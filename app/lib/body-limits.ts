// How many bytes a request body may carry. Forms are small; an upload route has its own limit,
// the largest file it accepts plus room for the form's other fields. An oversized upload reaches
// its route without a body and with the marker header, so the page can say what went wrong.
export const FORM_BODY_MAX_BYTES = 64 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A tool's logo or screenshot, as uploaded (it is stored re-encoded, much smaller). */
export const TOOL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

const UPLOAD_ROUTES: { path: RegExp; limit: number }[] = [
  { path: /^\/profile\/?$/, limit: AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES },
  { path: /^\/admin\/tools\/[^/]+\/images\/?$/, limit: TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES },
  { path: /^\/admin\/blog\/[^/]+\/image\/?$/, limit: TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES },
  { path: /^\/admin\/blog\/media\/?$/, limit: TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES },
];

const uploadRoute = (pathname: string) => UPLOAD_ROUTES.find((route) => route.path.test(pathname));

/** The speed-insights beacon (/api/vitals) carries a path and three numbers. */
const VITALS_PATH = /^\/api\/vitals\/?$/;
export const VITALS_BODY_MAX_BYTES = 2048;

export function bodyLimitFor(pathname: string): number {
  if (VITALS_PATH.test(pathname)) return VITALS_BODY_MAX_BYTES;
  return uploadRoute(pathname)?.limit ?? FORM_BODY_MAX_BYTES;
}

export const isUploadRoute = (pathname: string) => uploadRoute(pathname) !== undefined;

/** Set by the Worker (and only by it) on an upload whose body was over the limit. */
export const BODY_TOO_LARGE_HEADER = "X-Body-Too-Large";
