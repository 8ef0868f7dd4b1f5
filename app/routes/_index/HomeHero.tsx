import type { LoaderData } from "#app/lib/loader-data.ts";
import { HeroNewsletter } from "#app/components/newsletter/HeroNewsletter.tsx";
import { MarketCard } from "#app/components/prices/MarketCard.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import type { loader } from "#app/routes/_index/route.tsx";

/** The greeting, the way into the catalogue, the newsletter and the market card. */
export function HomeHero({
  market,
  trend,
}: {
  market: LoaderData<typeof loader>["market"];
  trend: LoaderData<typeof loader>["marketTrend"];
}) {
  return (
    <section className="bg-gradient-to-b from-orange-50 to-white">
      <div className="mx-auto grid grid-cols-1 max-w-7xl items-center gap-10 px-4 py-16 sm:py-20 lg:grid-cols-[3fr_2fr]">
        <div>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Discover the best tools in the Bitcoin ecosystem
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Wallets, exchanges, Lightning services, explorers, mining, security and developer tools, organised so you
            can find what fits.
          </p>
          <ButtonLink to="/browse" size="lg" className="mt-8">
            Browse all categories
          </ButtonLink>
          <HeroNewsletter />
        </div>
        <MarketCard initial={market} trend={trend} />
      </div>
    </section>
  );
}
