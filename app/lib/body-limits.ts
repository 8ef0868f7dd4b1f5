// How many bytes a request body may carry, and the sizes the caps are made of. Which address gets
// which cap is in request-body-caps.ts, beside the forms' own field limits.
export const FORM_BODY_MAX_BYTES = 64 * 1024;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
/** A tool's logo or screenshot, as uploaded (it is stored re-encoded, much smaller). */
export const TOOL_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/**
 * The most bytes `characters` characters of text can take in a URL-encoded form: a UTF-16 code
 * unit is at most 3 bytes of UTF-8, each sent as `%XX`; a line break (one character) goes as
 * `%0D%0A`.
 */
export const urlEncodedBytes = (characters: number) => characters * 9;

/**
 * A text form over its cap is still read up to this many times its cap, so it can come back with
 * its values and each over-long field's message; past that it is refused unread.
 */
export const FORM_READ_CEILING_FACTOR = 4;

/**
 * An upload over its cap is still read (and dropped) up to this many times its cap before the
 * answer goes: a browser still sending when the connection closes shows a reset, not the answer.
 */
export const UPLOAD_READ_CEILING_FACTOR = 2;

/** The speed-insights beacon (/api/vitals) carries a path and three numbers. */
export const VITALS_BODY_MAX_BYTES = 2048;

/**
 * Set by the Worker (and only by it) on a body over its cap: an upload is handed on without its
 * body, a text form with it (read up to its ceiling), so the page can say what went wrong.
 */
export const BODY_TOO_LARGE_HEADER = "X-Body-Too-Large";
