import { PricePanel } from "#app/components/prices/PricePanel.tsx";
import { badgePath } from "#app/lib/price-badge.ts";

/** The price badge for the chosen currency, and the HTML to paste on another site to show it. */
export function BadgeSnippet({
  code,
  name,
  badge,
}: {
  code: string;
  name: string;
  badge: { snippet: string; width: number; height: number };
}) {
  return (
    <PricePanel id="badge-title" title="Price badge for your site">
      <p className="mt-2 text-sm text-slate-600">
        Show the bitcoin price in {name} on any web page. The badge is an image that updates every minute; paste this
        HTML where it should appear.
      </p>
      <img
        src={badgePath(code)}
        alt={`Bitcoin price in ${name}`}
        width={badge.width}
        height={badge.height}
        className="mt-4 h-5 w-auto"
      />
      <label htmlFor="badge-snippet" className="mt-4 block text-sm font-medium text-slate-700">
        HTML for the {code} badge
      </label>
      <textarea
        id="badge-snippet"
        readOnly
        rows={2}
        value={badge.snippet}
        className="mt-1 h-32 w-full resize-none sm:h-auto rounded-md border border-slate-300 bg-slate-50 p-2 font-mono text-sm text-slate-800"
      />
    </PricePanel>
  );
}
