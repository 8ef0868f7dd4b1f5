import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { ToolCard } from "~/components/ToolCard";
import { listFeaturedTools } from "~/server/catalog/featured-tools";
import { PUBLIC_PAGE } from "~/server/http/cache-control";

const HOME_FEATURED_COUNT = 3;

export async function loader({ context }: LoaderFunctionArgs) {
  const featured = await listFeaturedTools(context.db(), HOME_FEATURED_COUNT);
  return json({ featured, siteName: context.env.SITE_NAME }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${data?.siteName} | Bitcoin tools and resources` },
  {
    name: "description",
    content:
      "A public directory of Bitcoin tools and resources: wallets, exchanges, Lightning, mining, security and more.",
  },
];

export default function Home() {
  const { featured } = useLoaderData<typeof loader>();
  return (
    <>
      <section className="bg-gradient-to-b from-orange-50 to-white">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:py-24">
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Discover the best tools in the Bitcoin ecosystem
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">
            Wallets, exchanges, Lightning services, explorers, mining, security and developer tools, organised so you
            can find what fits.
          </p>
          <Link
            to="/browse"
            className="focus-ring mt-8 inline-block rounded-md bg-slate-900 px-5 py-3 text-sm font-semibold text-white hover:bg-slate-700"
          >
            Browse all categories
          </Link>
        </div>
      </section>
      <section aria-labelledby="featured-heading" className="mx-auto max-w-7xl px-4 py-12">
        <h2 id="featured-heading" className="text-2xl font-bold text-slate-900">
          Featured tools
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {featured.map((tool) => (
            <li key={tool.id}>
              <ToolCard tool={tool} />
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
