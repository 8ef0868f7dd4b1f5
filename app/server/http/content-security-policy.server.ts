// The Content-Security-Policy every page is served with. The Worker sets the baseline on every
// response; the contact page sets its own when hCaptcha is configured, the one third party a page
// may load (its script and frame). The captcha's proof of work runs in workers made from blob: URLs.
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
