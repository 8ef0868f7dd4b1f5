// The site's mail templates (the custom-email-templates function: {type, email, url} in,
// html out), each with a plain-text part. Only values we control reach the HTML, and every one is
// escaped.
import { escapeXml } from "#app/lib/xml.ts";

export type EmailTemplateType = "magic-link" | "newsletter-confirm";

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

/** One mail's words: a lead paragraph, the button, and a closing line. */
export interface MailWords {
  subject: string;
  lead: string;
  /** Words quoted under the lead as they were written (an editor's reason), if any. */
  quote?: string;
  button: string;
  closing: string;
}

function wordsFor(input: EmailTemplateInput): MailWords {
  switch (input.type) {
    case "magic-link":
      return {
        subject: `Sign in to ${input.siteName}`,
        lead: `Sign in as ${input.email} with the link below. It works once and expires in ${MAGIC_LINK_MINUTES} minutes.`,
        button: "Sign in",
        closing: "If you did not ask to sign in, you can ignore this mail.",
      };
    case "newsletter-confirm":
      return {
        subject: `Confirm your subscription to ${input.siteName}`,
        lead: `Someone, hopefully you, asked for the weekly ${input.siteName} newsletter at ${input.email}. Confirm with the link below; it is valid for 7 days.`,
        button: "Confirm subscription",
        closing: "If you did not ask for it, ignore this mail and you will hear nothing more from us.",
      };
  }
}

export function renderEmailTemplate(input: EmailTemplateInput): RenderedEmail {
  return renderButtonMail(input.siteName, wordsFor(input), input.url);
}

/** A mail of the site's one shape: the lead, an optional quote, the button to `link`, the closing line. */
export function renderButtonMail(siteName: string, words: MailWords, link: string): RenderedEmail {
  const url = escapeXml(link);
  const quote = words.quote
    ? `<blockquote style="margin:0 0 24px;padding:12px 16px;border-left:4px solid #e2e8f0;background:#f8fafc;white-space:pre-wrap">${escapeXml(words.quote)}</blockquote>`
    : "";
  const html = mailLayout(
    siteName,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeXml(words.lead)}</p>
      ${quote}<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;padding:12px 20px;background:#f7931a;color:#0f172a;font-weight:bold;text-decoration:none;border-radius:6px">${escapeXml(words.button)}</a></p>
      <p style="margin:0 0 8px;font-size:13px;color:#475569">If the button does not work, copy this address into your browser:</p>
      <p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#b45309">${url}</a></p>
      <p style="margin:0;font-size:13px;color:#475569">${escapeXml(words.closing)}</p>`,
  );
  const quoted = words.quote ? ["", ...words.quote.split("\n").map((line) => `> ${line}`)] : [];
  const text = [words.lead, ...quoted, "", `${words.button}:`, link, "", words.closing].join("\n");
  return { subject: words.subject, html, text };
}

/** The site's mail frame around already-escaped HTML. */
export function mailLayout(siteName: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="en">
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Helvetica,Arial,sans-serif;color:#0f172a">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px">
    <tr><td style="padding:32px">
      <p style="margin:0 0 16px;font-size:20px;font-weight:bold"><span style="color:#f7931a">&#8383;</span> ${escapeXml(siteName)}</p>
      ${bodyHtml}
    </td></tr>
  </table>
</body>
</html>`;
}
