// The mails editors get: one per event (at once), or the day's events in one digest. Each links
// to the item's page in the admin portal and says where to change how often mail comes.
import { EDITOR_EVENT_LABELS, type EditorEventKind } from "#app/lib/editor-notifications.ts";
import { countLabel } from "#app/lib/plural.ts";
import { adminOrigin } from "#app/lib/site-hosts.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Env } from "#app/server/env.server.ts";
import { mailLayout, renderButtonMail, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";

export interface EditorEvent {
  kind: EditorEventKind;
  title: string;
  /** The item's admin page, under /admin. */
  path: string;
}

export type SiteLinks = Pick<Env, "SITE_NAME" | "SITE_URL" | "ADMIN_SUBDOMAIN_PREFIX">;

export const NOTIFICATION_SETTINGS_PATH = "/admin/settings";

/** An admin page's address: on the admin host where the site has one (its /admin paths work there too). */
export const adminLink = (site: SiteLinks, path: string) =>
  `${adminOrigin(site.SITE_URL, site.ADMIN_SUBDOMAIN_PREFIX) ?? new URL(site.SITE_URL).origin}${path}`;

function leadOf(event: EditorEvent): string {
  switch (event.kind) {
    case "submission":
      return `${event.title} was submitted to the directory and waits for review.`;
    case "report":
      return `A visitor reported a problem with ${event.title}.`;
    case "message":
      return `A new message came through the contact form: ${event.title}.`;
    case "needs-review":
      return `The website of ${event.title} needs review: the listing check flagged it.`;
    case "tool-review":
      return `A check asks an editor to look at ${event.title}.`;
  }
}

const settingsLine = (site: SiteLinks) =>
  `To hear of new work at once, in a daily digest or not at all, choose in your notification settings: ${adminLink(site, NOTIFICATION_SETTINGS_PATH)}`;

export function renderEventMail(site: SiteLinks, event: EditorEvent): RenderedEmail {
  return renderButtonMail(
    site.SITE_NAME,
    {
      subject: `${EDITOR_EVENT_LABELS[event.kind]}: ${event.title}`,
      lead: leadOf(event),
      button: "Open in the admin portal",
      closing: settingsLine(site),
    },
    adminLink(site, event.path),
  );
}

export function renderDigestMail(site: SiteLinks, events: EditorEvent[]): RenderedEmail {
  const subject = `${site.SITE_NAME} daily digest: ${countLabel(events.length, "new item")}`;
  const lead = `What came in for the editors since your last digest (${countLabel(events.length, "item")}):`;
  const items = events
    .map(
      (event) =>
        `<li style="margin:0 0 8px">${escapeXml(EDITOR_EVENT_LABELS[event.kind])}: <a href="${escapeXml(adminLink(site, event.path))}" style="color:#b45309">${escapeXml(event.title)}</a></li>`,
    )
    .join("\n");
  const html = mailLayout(
    site.SITE_NAME,
    `<p style="margin:0 0 16px;font-size:16px;line-height:1.5">${escapeXml(lead)}</p>
      <ul style="margin:0 0 24px;padding-left:20px;font-size:15px;line-height:1.5">${items}</ul>
      <p style="margin:0;font-size:13px;color:#475569">${escapeXml(settingsLine(site))}</p>`,
  );
  const text = [
    lead,
    "",
    ...events.map((event) => `- ${EDITOR_EVENT_LABELS[event.kind]}: ${event.title}\n  ${adminLink(site, event.path)}`),
    "",
    settingsLine(site),
  ].join("\n");
  return { subject, html, text };
}
