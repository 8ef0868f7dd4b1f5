// Baseline security headers for every response the Worker sends.
// The captcha's proof of work runs in workers made from blob: URLs. hCaptcha, when configured, is
// the one third party a page may load (its script and frame), on the contact page only.
const HCAPTCHA = "https://hcaptcha.com https://*.hcaptcha.com";

export function contentSecurityPolicy({ hcaptcha = false } = {}): string {
  const extra = hcaptcha ? ` ${HCAPTCHA}` : "";
  return [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${extra}`,
    `style-src 'self' 'unsafe-inline'${extra}`,
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self'${extra}`,
    `frame-src 'self'${extra}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

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
