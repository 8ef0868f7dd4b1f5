import { Link } from "#app/components/Link.tsx";
import { StaticMarkup } from "#app/components/StaticMarkup.tsx";
import { NewsletterForm } from "#app/components/newsletter/NewsletterForm.tsx";
import { MENU_PRICE_PAGES, PRICE_INDEX_PATH, pricePagePath } from "#app/lib/currencies.ts";
import { PRICE_HISTORY_PATH } from "#app/lib/price-day.ts";
import { slugify } from "#app/lib/slugify.ts";
import { FOOTER_CATEGORIES, RESOURCE_LINKS } from "#app/components/layout/navigation.ts";

export interface SocialLinks {
  x?: string;
  telegram?: string;
}

const linkClass = "footer-link";

export function Footer({ siteName, social }: { siteName: string; social: SocialLinks }) {
  const year = new Date().getFullYear();
  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="mx-auto grid grid-cols-1 max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <p className="text-lg font-semibold text-white">{siteName}</p>
          <p className="mt-2 text-sm text-slate-400">
            A public directory of Bitcoin tools and resources for investors, traders and enthusiasts.
          </p>
          <section aria-labelledby="footer-newsletter" className="mt-6">
            <h2 id="footer-newsletter" className="text-sm font-semibold text-white">
              Weekly newsletter
            </h2>
            <div className="mt-2">
              <NewsletterForm source="footer" tone="dark" />
            </div>
          </section>
        </div>
        <FooterColumn title="Categories">
          {FOOTER_CATEGORIES.map((name) => (
            <li key={name}>
              <Link to={`/category/${slugify(name)}`} className={linkClass}>
                {name}
              </Link>
            </li>
          ))}
        </FooterColumn>
        <FooterColumn title="Resources">
          {RESOURCE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to} className={linkClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <li>
            <Link to="/topics" className={linkClass}>
              Topics
            </Link>
          </li>
          <li>
            <Link to="/changes" className={linkClass}>
              Recent changes
            </Link>
          </li>
          <li>
            <Link to="/open-data" className={linkClass}>
              Open data
            </Link>
          </li>
        </FooterColumn>
        <FooterColumn title="Connect" from={social}>
          <li>
            <Link to="/contact" className={linkClass}>
              Contact
            </Link>
          </li>
          {social.x ? (
            <li>
              <a href={social.x} className={linkClass} target="_blank" rel="noopener noreferrer">
                X
              </a>
            </li>
          ) : null}
          {social.telegram ? (
            <li>
              <a href={social.telegram} className={linkClass} target="_blank" rel="noopener noreferrer">
                Telegram
              </a>
            </li>
          ) : null}
        </FooterColumn>
      </div>
      <div className="mx-auto max-w-7xl border-t border-slate-800 px-4 py-8">
        <h2 className="text-sm font-semibold text-white">Bitcoin price conversions</h2>
        <StaticMarkup as="ul" className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-6 lg:grid-cols-8">
          {MENU_PRICE_PAGES.map((page) => (
            <li key={page.code}>
              <Link to={pricePagePath(page)} className={linkClass}>
                BTC to {page.code}
              </Link>
            </li>
          ))}
          <li>
            <Link to={PRICE_INDEX_PATH} className={linkClass}>
              All 50 currencies
            </Link>
          </li>
          <li>
            <Link to={PRICE_HISTORY_PATH} className={linkClass}>
              Price on a past day
            </Link>
          </li>
        </StaticMarkup>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-6 text-sm text-slate-400">
          {`© ${year} ${siteName}. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}

/** A column of links: constants, or made `from` the site's settings (StaticMarkup). */
function FooterColumn({ title, from, children }: { title: string; from?: unknown; children: React.ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <StaticMarkup as="ul" from={from} className="mt-3 space-y-2">
        {children}
      </StaticMarkup>
    </div>
  );
}
