import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { buildSitemapExcerpt } from "#app/server/seo/sitemap.server.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { formatNumber } from "#app/lib/en-us-numbers.ts";

// The first pages' entries: the whole file (a few hundred KB at 10,000 tools) is the download.
const SHOWN_ENTRIES = 100;

export async function loader({ context }: LoaderFunctionArgs) {
  const { xml, total } = await buildSitemapExcerpt(context.db(), context.env.SITE_URL, SHOWN_ENTRIES);
  return data(
    { xml, total, shown: Math.min(total, SHOWN_ENTRIES), siteName: context.env.SITE_NAME },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `Sitemap | ${data?.siteName}` },
  { name: "description", content: "The sitemap.xml of every public page of the directory, to read or download." },
];

export default function Sitemap() {
  const { xml, total, shown } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Sitemap</h1>
        {/* A plain link, not <Link>: the browser downloads the file itself, with or without JavaScript. */}
        <ButtonLink href="/sitemap.xml" download size="lg">
          Download sitemap.xml
        </ButtonLink>
      </div>
      <p className="mt-3 text-slate-600">
        Every public page of the site, in the sitemap format search engines read.
        {shown < total
          ? ` Below are the first ${formatNumber(shown)} of its ${formatNumber(total)} pages; the download has them all.`
          : null}
      </p>
      <div
        role="region"
        aria-label="sitemap.xml contents"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users must be able to scroll it
        tabIndex={0}
        className="focus-ring mt-6 max-h-[70vh] overflow-auto rounded-md border border-slate-200 bg-slate-50"
      >
        <pre className="p-4 font-mono text-xs leading-relaxed text-slate-800">{xml}</pre>
      </div>
    </section>
  );
}
