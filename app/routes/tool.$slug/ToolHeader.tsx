import type { LoaderData } from "#app/lib/loader-data.ts";
import { Link } from "#app/components/Link.tsx";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { CompareButton } from "#app/components/compare/CompareButton.tsx";
import { BookmarkButton, useBookmarkFetcher } from "#app/components/tool/BookmarkButton.tsx";
import { useWatching, WatchButton, WatchOffer } from "#app/components/tool/WatchButton.tsx";
import type { loader } from "#app/routes/tool.$slug/route.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

type Tool = LoaderData<typeof loader>["tool"];

/**
 * The tool's logo, name, summary and categories, with the ways to act on it. `justBookmarked`: the
 * page answers a bookmark form sent without JavaScript, which then offers to watch the tool.
 */
export function ToolHeader({
  tool,
  bookmarked,
  watching,
  justBookmarked,
}: {
  tool: Tool;
  bookmarked: boolean;
  watching: boolean;
  justBookmarked: boolean;
}) {
  const watched = useWatching(watching);
  const bookmarkedNow = useBookmarkFetcher().data?.bookmarked === true;
  const offerWatch = (justBookmarked || bookmarkedNow) && !watched;
  return (
    <header className="flex flex-col gap-5 sm:flex-row sm:items-start">
      <ToolLogo tool={tool} size={80} eager alt={`${tool.name} logo`} className="h-20 w-20 rounded-2xl" />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{tool.name}</h1>
          {tool.featured ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-orange-100 px-3 py-1 text-sm font-semibold text-orange-900">
              <Icon name="star" className="h-4 w-4" />
              Featured
            </span>
          ) : null}
        </div>
        <p className="mt-3 text-lg text-slate-700">{tool.description}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Categories">
          {tool.categories.map((category) => (
            <li key={category.id}>
              <Link
                to={`/category/${category.slug}`}
                className="focus-ring inline-block rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800 hover:bg-slate-200"
              >
                {category.name}
              </Link>
            </li>
          ))}
        </ul>
        {/* One wrapping row, so a narrow screen's second line starts at the edge. */}
        <div className="mt-6 flex flex-wrap items-center gap-3">
          <ButtonLink href={tool.websiteUrl} target="_blank" rel="noopener noreferrer">
            Visit Website
            <Icon name="external-link" className="h-4 w-4" />
            <span className="sr-only">(opens in a new tab)</span>
          </ButtonLink>
          <CompareButton tool={tool} />
          <BookmarkButton bookmarked={bookmarked} />
          <WatchButton watching={watching} />
        </div>
        {offerWatch ? <WatchOffer toolName={tool.name} /> : null}
      </div>
    </header>
  );
}
