// better-auth's session cookie: its presence is what makes a request personal.
export const SESSION_COOKIE = "better-auth.session_token";

export function hasSessionCookie(request: Request): boolean {
  return (request.headers.get("Cookie") ?? "").includes(SESSION_COOKIE);
}
