// The mails watchers get: one per change (at once), or the week's changes in one digest. Each says
// what changed, before → after, links to the tool, and carries its unsubscribe links, which work
// without signing in: one stops mails about that tool, the other every watch mail.
import { countLabel } from "#app/lib/plural.ts";
import { watchedChangeText, type WatchedChangeLine } from "#app/lib/tool-watch.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Env } from "#app/server/env.server.ts";
import { mailLayout, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";
import { dateInWords } from "#app/lib/date-in-words.ts";

export type WatchSite = Pick<Env, "SITE_NAME" | "SITE_URL">;

export interface WatchedChange {
  toolName: string;
  toolSlug: string;
  lines: WatchedChangeLine[];
  createdAt: Date | string;
  /** Stops mails about this tool alone. */
  stopToolLink: string;
}

export interface WatchMail extends RenderedEmail {
  headers: Record<string, string>;
}

const toolLink = (site: WatchSite, change: WatchedChange) =>
  new URL(`/tool/${change.toolSlug}`, site.SITE_URL).toString();
const profileLink = (site: WatchSite) => new URL("/profile?tab=watching", site.SITE_URL).toString();

const a = (href: string, text: string, style = "color:#b45309") =>
  `<a href="${escapeXml(href)}" style="${style}">${escapeXml(text)}</a>`;
const small = (html: string) => `<p style="margin:0 0 8px;font-size:13px;color:#475569">${html}</p>`;

const linesHtml = (lines: WatchedChangeLine[]) =>
  `<ul style="margin:0 0 16px;padding-left:20px;font-size:15px;line-height:1.5">${lines
    .map((line) => `<li>${escapeXml(watchedChangeText(line))}</li>`)
    .join("")}</ul>`;

/** The one-click unsubscribe headers (RFC 8058) for `link`. */
const unsubscribeHeaders = (link: string) => ({
  "List-Unsubscribe": `<${link}>`,
  "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
});

const choiceLine = (site: WatchSite) =>
  `To hear at once or in a weekly digest, choose in your profile: ${profileLink(site)}`;

/** One change of one tool, mailed at once. */
export function renderChangeMail(site: WatchSite, change: WatchedChange, stopAllLink: string): WatchMail {
  const subject = `${change.toolName} changed: ${change.lines.map((line) => line.label).join(", ")}`;
  const lead = `${change.toolName}, a tool you watch on ${site.SITE_NAME}, changed on ${dateInWords(change.createdAt)}:`;
  const link = toolLink(site, change);
  const html = mailLayout(
    site.SITE_NAME,
    `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeXml(lead)}</p>
      ${linesHtml(change.lines)}
      <p style="margin:0 0 24px">${a(link, `View ${change.toolName}`, "display:inline-block;padding:12px 20px;background:#f7931a;color:#0f172a;font-weight:bold;text-decoration:none;border-radius:6px")}</p>
      ${small(`You get this mail because you watch ${escapeXml(change.toolName)}. ${a(change.stopToolLink, `Stop watching ${change.toolName}`, "color:#475569")} (no more mails about it) or ${a(stopAllLink, "stop all watch e-mails", "color:#475569")} (you stop watching every tool).`)}
      ${small(escapeXml(choiceLine(site)))}`,
  );
  const text = [
    lead,
    ...change.lines.map((line) => `- ${watchedChangeText(line)}`),
    "",
    `View ${change.toolName}: ${link}`,
    "",
    `You get this mail because you watch ${change.toolName}.`,
    `Stop watching ${change.toolName} (no more mails about it): ${change.stopToolLink}`,
    `Stop all watch e-mails (you stop watching every tool): ${stopAllLink}`,
    choiceLine(site),
  ].join("\n");
  return { subject, html, text, headers: unsubscribeHeaders(change.stopToolLink) };
}

/** The week's changes of the tools a user watches, in one mail, tool by tool. */
export function renderWeeklyWatchMail(site: WatchSite, changes: WatchedChange[], stopAllLink: string): WatchMail {
  const tools = [...new Set(changes.map((change) => change.toolSlug))].map((slug) =>
    changes.filter((change) => change.toolSlug === slug),
  );
  const subject = `${site.SITE_NAME}: ${countLabel(changes.length, "change")} to tools you watch`;
  const lead = `What changed this week in the tools you watch on ${site.SITE_NAME}:`;
  const html = mailLayout(
    site.SITE_NAME,
    `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeXml(lead)}</p>
      ${tools
        .map((group) => {
          const first = group[0]!;
          return `<h2 style="margin:20px 0 8px;font-size:17px">${a(toolLink(site, first), first.toolName)}</h2>
      ${group.map((change) => `<p style="margin:0 0 4px;font-size:13px;color:#475569">${escapeXml(dateInWords(change.createdAt))}</p>${linesHtml(change.lines)}`).join("")}
      ${small(a(first.stopToolLink, `Stop watching ${first.toolName}`, "color:#475569"))}`;
        })
        .join("")}
      <p style="margin:24px 0 8px;font-size:13px;color:#475569">You get this mail because you watch these tools. ${a(stopAllLink, "Stop all watch e-mails", "color:#475569")} (you stop watching every tool).</p>
      ${small(escapeXml(choiceLine(site)))}`,
  );
  const text = [
    lead,
    ...tools.flatMap((group) => {
      const first = group[0]!;
      return [
        "",
        `${first.toolName}: ${toolLink(site, first)}`,
        ...group.flatMap((change) => [
          `  ${dateInWords(change.createdAt)}`,
          ...change.lines.map((line) => `  - ${watchedChangeText(line)}`),
        ]),
        `  Stop watching ${first.toolName}: ${first.stopToolLink}`,
      ];
    }),
    "",
    `Stop all watch e-mails (you stop watching every tool): ${stopAllLink}`,
    choiceLine(site),
  ].join("\n");
  return { subject, html, text, headers: unsubscribeHeaders(stopAllLink) };
}
