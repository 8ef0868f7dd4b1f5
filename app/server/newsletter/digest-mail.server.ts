// The weekly newsletter mail: the week's new tools and posts, with the subscriber's own
// unsubscribe link in the body and in the one-click List-Unsubscribe headers (RFC 8058).
import { mailLayout, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { DigestContent } from "#app/server/newsletter/digest-content.server.ts";
import type { DigestWeek } from "#app/server/newsletter/digest-week.server.ts";

export interface DigestMail extends RenderedEmail {
  headers: Record<string, string>;
}

interface DigestItem {
  href: string;
  name: string;
  text: string | null;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const weekLabel = (week: DigestWeek) =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
    week.from,
  );

export function renderDigestMail(
  site: { name: string; url: string },
  week: DigestWeek,
  content: DigestContent,
  unsubscribeUrl: string,
): DigestMail {
  const link = (path: string) => new URL(path, site.url).toString();
  const subject = `${site.name}: ${count(content.tools.length, "new tool", "new tools")} and ${count(content.posts.length, "new post", "new posts")} this week`;
  const intro = `Here is what came to ${site.name} in the week of ${weekLabel(week)}.`;

  const section = (title: string, items: DigestItem[]) =>
    items.length === 0
      ? ""
      : `<h2 style="margin:24px 0 8px;font-size:17px">${escapeXml(title)}</h2>
      <ul style="margin:0;padding-left:20px">${items
        .map(
          (item) =>
            `<li style="margin:0 0 10px;line-height:1.5"><a href="${escapeXml(item.href)}" style="color:#b45309;font-weight:bold">${escapeXml(item.name)}</a>${item.text ? `<br><span style="color:#334155">${escapeXml(item.text)}</span>` : ""}</li>`,
        )
        .join("")}</ul>`;
  const tools = content.tools.map((t) => ({ href: link(`/tool/${t.slug}`), name: t.name, text: t.description }));
  const posts = content.posts.map((p) => ({ href: link(`/blog/${p.slug}`), name: p.title, text: p.excerpt }));

  const html = mailLayout(
    site.name,
    `<p style="margin:0 0 8px;font-size:16px;line-height:1.5">${escapeXml(intro)}</p>
      ${section("New tools", tools)}
      ${section("New on the blog", posts)}
      <p style="margin:32px 0 0;font-size:13px;color:#475569">You get this mail because you subscribed to the ${escapeXml(site.name)} newsletter. <a href="${escapeXml(unsubscribeUrl)}" style="color:#475569">Unsubscribe</a></p>`,
  );
  const textSection = (title: string, items: DigestItem[]) =>
    items.length === 0
      ? []
      : ["", title, ...items.flatMap((i) => [`- ${i.name}: ${i.href}`, ...(i.text ? [`  ${i.text}`] : [])])];
  const text = [
    intro,
    ...textSection("New tools", tools),
    ...textSection("New on the blog", posts),
    "",
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join("\n");
  return {
    subject,
    html,
    text,
    headers: { "List-Unsubscribe": `<${unsubscribeUrl}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
  };
}
