// The mail a fired price alert sends: the currency, the level, the price that reached it and when
// (UTC), with links to the currency's price page and to the profile's alerts, where it is re-armed.
import { formatConverterPrice } from "#app/lib/price-format.ts";
import { alertPricePath, alertTimeText, type AlertDirection } from "#app/lib/price-alerts.ts";
import { escapeXml } from "#app/lib/xml.ts";
import type { Env } from "#app/server/env.server.ts";
import { mailLayout, type RenderedEmail } from "#app/server/mail/custom-email-templates.server.ts";

export type AlertSite = Pick<Env, "SITE_NAME" | "SITE_URL">;

export interface FiredAlert {
  currency: string;
  direction: AlertDirection;
  level: number;
  firedPrice: number;
  firedAt: Date | string;
}

const link = (href: string, text: string) =>
  `<a href="${escapeXml(href)}" style="color:#b45309">${escapeXml(text)}</a>`;

export function renderPriceAlertMail(site: AlertSite, alert: FiredAlert): RenderedEmail {
  const price = formatConverterPrice(alert.firedPrice, alert.currency);
  const level = formatConverterPrice(alert.level, alert.currency);
  const subject = `Bitcoin is ${alert.direction} ${level} (${alert.currency}): ${price}`;
  const lead = `Bitcoin's price was ${price} (${alert.currency}) at ${alertTimeText(alert.firedAt)}, at or ${alert.direction} your alert's ${level}.`;
  const rest = "This alert now rests: re-arm it in your profile to hear of the next crossing.";
  const priceLink = new URL(alertPricePath(alert.currency), site.SITE_URL).toString();
  const profileLink = new URL("/profile?tab=alerts", site.SITE_URL).toString();
  const html = mailLayout(
    site.SITE_NAME,
    `<p style="margin:0 0 12px;font-size:16px;line-height:1.5">${escapeXml(lead)}</p>
      <p style="margin:0 0 16px">${link(priceLink, `The bitcoin price in ${alert.currency}`)}</p>
      <p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeXml(rest)} ${link(profileLink, "Your price alerts")}</p>`,
  );
  const text = [
    lead,
    "",
    `The bitcoin price in ${alert.currency}: ${priceLink}`,
    "",
    rest,
    `Your price alerts: ${profileLink}`,
  ].join("\n");
  return { subject, html, text };
}
