// The site's mail templates (the spec's custom-email-templates function: {type, email, url} in,
// html out), each with a plain-text part. Only values we control reach the HTML, and every one is
// escaped.
import { escapeXml } from "../app/lib/xml.ts";

export type EmailTemplateType = "magic-link";

export interface EmailTemplateInput {
  type: EmailTemplateType;
  email: string;
  url: string;
  siteName: string;
}

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export const MAGIC_LINK_MINUTES = 15;

export function renderEmailTemplate(input: EmailTemplateInput): RenderedEmail {
  const site = escapeXml(input.siteName);
  const url = escapeXml(input.url);
  const subject = `Sign in to ${input.siteName}`;
  const html = `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
    <tr><td style="padding:32px">
      <p style="margin:0 0 16px;font-size:20px;font-weight:bold"><span style="color:#f7931a">&#8383;</span> ${site}</p>
      <p style="margin:0 0 16px;font-size:16px;line-height:1.5">Use the button below to sign in as ${escapeXml(input.email)}. The link works once and expires in ${MAGIC_LINK_MINUTES} minutes.</p>
      <p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#f7931a;color:#0f172a;font-weight:bold;text-decoration:none;border-radius:6px">Sign in</a></p>
      <p style="margin:0 0 8px;font-size:13px;color:#475569">If the button does not work, copy this address into your browser:</p>
      <p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#b45309">${url}</a></p>
      <p style="margin:0;font-size:13px;color:#475569">If you did not ask to sign in, you can ignore this mail.</p>
    </td></tr>
  </table>
</body>
</html>`;
  const text = [
    `Sign in to ${input.siteName} as ${input.email}.`,
    "",
    `Open this link to sign in. It works once and expires in ${MAGIC_LINK_MINUTES} minutes:`,
    input.url,
    "",
    "If you did not ask to sign in, you can ignore this mail.",
  ].join("\n");
  return { subject, html, text };
}
