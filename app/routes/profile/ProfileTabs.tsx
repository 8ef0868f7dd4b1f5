import type { ComponentProps } from "react";
import { Link } from "#app/components/Link.tsx";
import { ToolCard } from "#app/components/ToolCard.tsx";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import type { SubmittedTool } from "#app/server/profile/profile.server.ts";
import { SubmittedTools } from "#app/routes/profile/SubmittedTools.tsx";
import { WatchedTools } from "#app/routes/profile/WatchedTools.tsx";
import { PriceAlerts } from "#app/routes/profile/PriceAlerts.tsx";
import type { WatchFrequency } from "#app/lib/tool-watch.ts";
import { LOADING_TEXTS, TABS, type Tab } from "#app/routes/profile/tabs.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

/**
 * The tab links and the shown tab's list. While another tab loads (a link followed with
 * JavaScript), that tab is shown at once with its loading message.
 */
export function ProfileTabs({
  tab,
  loadingTab,
  bookmarked,
  submitted,
  watching,
  alerts,
}: {
  tab: Tab;
  loadingTab: Tab | null;
  bookmarked: ToolSummary[];
  submitted: SubmittedTool[];
  watching: { tools: ToolSummary[]; frequency: WatchFrequency; email: string };
  alerts: ComponentProps<typeof PriceAlerts>;
}) {
  const shownTab = loadingTab ?? tab;
  return (
    <>
      <nav aria-label="Profile sections" className="mt-10 border-b border-slate-200">
        <ul className="flex flex-wrap gap-x-2">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <li key={key}>
              <Link
                to={key === "bookmarks" ? "/profile" : `/profile?tab=${key}`}
                aria-current={shownTab === key ? "page" : undefined}
                className={`focus-ring -mb-px block border-b-2 px-4 py-2 font-medium ${
                  shownTab === key
                    ? "border-bitcoin text-slate-900"
                    : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {TABS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label={TABS[shownTab]} aria-busy={Boolean(loadingTab)} className="mt-6">
        {loadingTab ? (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-slate-50 p-6 text-slate-700">
            <Icon name="loader-circle" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
            {LOADING_TEXTS[loadingTab]}
          </p>
        ) : tab === "bookmarks" ? (
          bookmarked.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-6 text-slate-700">You haven&apos;t bookmarked any tools yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {bookmarked.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} headingLevel={2} />
                </li>
              ))}
            </ul>
          )
        ) : tab === "watching" ? (
          <WatchedTools {...watching} />
        ) : tab === "alerts" ? (
          <PriceAlerts {...alerts} />
        ) : (
          <SubmittedTools tools={submitted} />
        )}
      </section>
    </>
  );
}
