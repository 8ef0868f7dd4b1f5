// The Content-Security-Policy every page is served with. The Worker sets the baseline on every
// response; the contact page sets its own when hCaptcha is configured, the one third party a page
// may load (its script and frame). The captcha's proof of work runs in workers made from blob: URLs.
//
// Inline scripts run by nonce, never by 'unsafe-inline'. A page is rendered with a random render
// nonce on its scripts, named in RENDER_NONCE_HEADER; the Worker replaces it with a fresh nonce in
// every response it sends, cached copies included, and names that one in the policy. The render
// nonce never leaves the Worker, so no stored text can guess its way into a nonce.
const HCAPTCHA = "https://hcaptcha.com https://*.hcaptcha.com";

/** Carries a rendered page's render nonce from the render to the Worker (kept in cached copies). */
export const RENDER_NONCE_HEADER = "X-Render-Nonce";

export function contentSecurityPolicy({ hcaptcha = false } = {}): string {
  const extra = hcaptcha ? ` ${HCAPTCHA}` : "";
  return [
    "default-src 'self'",
    `script-src 'self'${extra}`,
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

/** A new random nonce (128 bits, base64). */
export function newScriptNonce(): string {
  return btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
}

/** The policy with `nonce` allowed in its script-src. */
export function withScriptNonce(policy: string, nonce: string): string {
  return policy.replace(/(^|;\s*)script-src ([^;]*)/, `$1script-src $2 'nonce-${nonce}'`);
}
