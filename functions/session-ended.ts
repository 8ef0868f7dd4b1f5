// A form sent to the admin portal after the editor's session ended (the cookie names a session that
// is gone): nothing is saved, and nothing typed is lost. A page's script (single fetch's `.data`)
// gets the form's refusal with every value it sent, so the form stays filled in and says to sign in
// again; a plain form post gets a page that says so, links the sign-in back to the same form, and
// holds what was sent, to copy.
//
// Once the editor has signed in again (in another tab), that page's next save still carries the
// old session's CSRF token, or none. From a page's script it is refused the same way, with every
// value kept; the refusal reloads the page's token, so the save after it goes through.
import { CSRF_FIELD } from "#app/lib/csrf-field.ts";
import { formFailure } from "#app/lib/form-result.ts";
import { escapeXml } from "#app/lib/xml.ts";
import { signInPath } from "#app/server/auth/guards.server.ts";
import { isScriptRequest, pagePathOf, scriptFormAnswer } from "#app/server/http/script-requests.server.ts";

export const SESSION_ENDED_MESSAGE =
  "Your session ended, so this was not saved. Sign in again (in another tab, so this form stays as it is), then save again.";

/** Whether `pathname` (the portal's, once the admin host is mapped) is the admin portal's. */
export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

export const STALE_FORM_MESSAGE =
  "This form was opened before you signed in again, so it was not saved. Save again to send it.";

/** The text values a form sent (a repeated field joined by commas), without its CSRF token. */
function sentValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [name, value] of form)
    if (typeof value === "string" && name !== CSRF_FIELD)
      values[name] = values[name] ? `${values[name]}, ${value}` : value;
  return values;
}

/** Whether a page's script (single fetch's `.data` request) sent a form whose CSRF token is not `expected`. */
export async function isStaleScriptForm(request: Request, url: URL, expected: string): Promise<boolean> {
  if (!isScriptRequest(url)) return false;
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  return form !== null && form.get(CSRF_FIELD) !== expected;
}

/** The refusal of a script's form sent with an old session's token: every value kept. */
export async function staleFormAnswer(request: Request): Promise<Response> {
  const values = sentValues(await request.formData());
  return scriptFormAnswer(
    { ...formFailure(values, { formError: STALE_FORM_MESSAGE }), intent: values.intent ?? null },
    403,
  );
}

export async function sessionEndedAnswer(request: Request, url: URL): Promise<Response> {
  const values = sentValues(await request.formData().catch(() => new FormData()));
  const headers = { "Cache-Control": "no-store" };
  const signIn = signInPath(pagePathOf(url));
  if (isScriptRequest(url))
    return scriptFormAnswer(
      { ...formFailure(values, { formError: SESSION_ENDED_MESSAGE }), intent: values.intent ?? null, signIn },
      401,
    );
  const fields = Object.entries(values)
    .filter(([name, value]) => name !== "intent" && value.trim() !== "")
    .map(
      ([name, value]) =>
        `<p><label for="sent-${escapeXml(name)}">${escapeXml(name)}</label><br><textarea id="sent-${escapeXml(name)}" readonly rows="${Math.min(12, value.split("\n").length + 1)}">${escapeXml(value)}</textarea></p>`,
    )
    .join("\n");
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Not saved: your session ended</title>
<style>body{font-family:system-ui,sans-serif;margin:0;background:#f8fafc;color:#0f172a}main{max-width:48rem;margin:0 auto;padding:2rem;line-height:1.5}a{color:#c2410c}textarea{width:100%;box-sizing:border-box;font:inherit}</style>
</head><body><main><h1>Not saved: your session ended</h1>
<p>Nothing was saved, because you are no longer signed in. Your text is not lost: it is below, and your browser's <strong>Back</strong> button returns to the form, still filled in.</p>
<p><a href="${escapeXml(signIn)}" target="_blank" rel="noopener">Sign in again</a> (in a new tab), then go back to the form and save again. Signing in also brings you back to <a href="${escapeXml(url.pathname)}">the same form</a>.</p>
${fields ? `<h2>What you sent</h2>\n${fields}` : ""}</main></body></html>`;
  return new Response(html, { status: 401, headers: { ...headers, "Content-Type": "text/html; charset=utf-8" } });
}
