// Baseline security headers for every response the Worker sends. A response that brings its own
// Content-Security-Policy (the contact page with hCaptcha) keeps it.
import { contentSecurityPolicy } from "#app/server/http/content-security-policy.server.ts";

const CONTENT_SECURITY_POLICY = contentSecurityPolicy();

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

export function withSecurityHeaders(response: Response, requestUrl: URL): Response {
  const secured = new Response(response.body, response);
  const headers = secured.headers;
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", CONTENT_SECURITY_POLICY);
  if (requestUrl.protocol === "https:") {
    headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  }
  headers.delete("X-Powered-By");
  return secured;
}
