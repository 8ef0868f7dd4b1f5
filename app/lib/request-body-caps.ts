// Which address accepts how large a body. Forms are small; an editor form whose fields may hold
// long text gets room for every field at its limit; an upload route gets the largest file it
// accepts plus room for the form's other fields.
import { POST_LIMITS } from "#app/lib/admin-blog-rules.ts";
import { TOOL_LIMITS } from "#app/lib/admin-tool-rules.ts";
import {
  AVATAR_MAX_BYTES,
  FORM_BODY_MAX_BYTES,
  FORM_READ_CEILING_FACTOR,
  TOOL_IMAGE_MAX_BYTES,
  UPLOAD_READ_CEILING_FACTOR,
  urlEncodedBytes,
  VITALS_BODY_MAX_BYTES,
} from "#app/lib/body-limits.ts";

const RECORD = "(?:new|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})";

/** A post's editor: its title, excerpt and Markdown at their limits, and its other short fields. */
export const POST_FORM_BODY_MAX_BYTES =
  FORM_BODY_MAX_BYTES + urlEncodedBytes(POST_LIMITS.title + POST_LIMITS.excerpt + POST_LIMITS.content);

/** A tool's editor: its description, About and features at their limits, and its other short fields. */
export const TOOL_FORM_BODY_MAX_BYTES =
  FORM_BODY_MAX_BYTES +
  urlEncodedBytes(TOOL_LIMITS.name + TOOL_LIMITS.description + TOOL_LIMITS.about + TOOL_LIMITS.features);

const TEXT_FORMS: { path: RegExp; limit: number }[] = [
  { path: new RegExp(`^/admin/blog/${RECORD}/?$`), limit: POST_FORM_BODY_MAX_BYTES },
  // The post editor's autosave sends the same fields.
  { path: new RegExp(`^/admin/blog/${RECORD}/autosave/?$`), limit: POST_FORM_BODY_MAX_BYTES },
  { path: new RegExp(`^/admin/tools/${RECORD}/?$`), limit: TOOL_FORM_BODY_MAX_BYTES },
];

const UPLOAD_ROUTES: { path: RegExp; limit: number }[] = [
  { path: /^\/profile\/?$/, limit: AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES },
  { path: /^\/admin\/tools\/[^/]+\/images\/?$/, limit: TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES },
  { path: /^\/admin\/blog\/[^/]+\/image\/?$/, limit: TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES },
  { path: /^\/admin\/blog\/media\/?$/, limit: TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES },
];

const uploadRoute = (pathname: string) => UPLOAD_ROUTES.find((route) => route.path.test(pathname));

const VITALS_PATH = /^\/api\/vitals\/?$/;

export function bodyLimitFor(pathname: string): number {
  if (VITALS_PATH.test(pathname)) return VITALS_BODY_MAX_BYTES;
  const route = uploadRoute(pathname) ?? TEXT_FORMS.find((form) => form.path.test(pathname));
  return route?.limit ?? FORM_BODY_MAX_BYTES;
}

export const isUploadRoute = (pathname: string) => uploadRoute(pathname) !== undefined;

/**
 * How much of a body over its cap is still read: a text form's, a few times its cap, so the
 * editor's text can be given back; an upload's, somewhat more than its cap, dropped, so the
 * browser is done sending when the answer comes.
 */
export function bodyReadCeilingFor(pathname: string): number {
  const limit = bodyLimitFor(pathname);
  if (VITALS_PATH.test(pathname)) return limit;
  return limit * (isUploadRoute(pathname) ? UPLOAD_READ_CEILING_FACTOR : FORM_READ_CEILING_FACTOR);
}
