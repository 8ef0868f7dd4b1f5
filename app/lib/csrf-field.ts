/** The form field (and cookie) name of the CSRF token. */
export const CSRF_FIELD = "csrf_token";
