import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { definedTermSet, filterTerms, groupByLetter, LETTERS, type GlossaryTerm } from "#app/lib/glossary.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { anchorFor } from "#app/lib/anchor-target.ts";
import { jumpToAnchor, smoothScrollTo } from "#app/lib/smooth-scroll.ts";
import { absoluteUrl, jsonLd } from "#app/lib/structured-data.ts";
import { GLOSSARY_TERMS } from "#app/server/glossary/glossary-terms.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { Button } from "#app/components/ui/Button.tsx";

const PATH = "/bitcoin-terms-dictionary";
const MAX_QUERY = 100;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  return json(
    { terms: GLOSSARY_TERMS, q, pageUrl: absoluteUrl(context.env.SITE_URL, PATH) },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteName = siteNameFrom(matches);
  return shareMeta(matches, {
    title: `Bitcoin Terms Dictionary | ${siteName}`,
    description: `Plain-language definitions of ${data?.terms.length ?? 120} Bitcoin terms, from addresses and blocks to UTXOs and zero-confirmation payments.`,
    path: PATH,
  });
};

export default function Dictionary() {
  const { terms, q, pageUrl } = useLoaderData<typeof loader>();
  // Built here rather than sent in the loader data, so the page carries the definitions once less.
  const structuredData = useMemo(() => definedTermSet(terms, pageUrl), [terms, pageUrl]);
  const [query, setQuery] = useState(q);
  const shown = useMemo(() => filterTerms(terms, query), [terms, query]);
  const groups = useMemo(() => groupByLetter(shown), [shown]);
  const names = useMemo(() => new Map(terms.map((t) => [t.slug, t.term])), [terms]);
  const present = new Set(groups.map((g) => g.letter));

  // On arrival, and when the address's hash changes: to the linked term or letter, in any case,
  // smoothly from the top (the browser has already jumped there, so the scroll starts over).
  useEffect(() => {
    const anchorIds = [...document.querySelectorAll("main [id]")].map((element) => element.id);
    const follow = (fromTop: boolean) => {
      const id = anchorFor(window.location.hash, anchorIds);
      const target = id ? document.getElementById(id) : null;
      if (fromTop) window.scrollTo({ top: 0, behavior: "instant" });
      if (!target) return;
      if (`#${id}` !== window.location.hash) window.history.replaceState(window.history.state, "", `#${id}`);
      smoothScrollTo(target);
    };
    follow(true);
    const onHashChange = () => follow(false);
    window.addEventListener("hashchange", onHashChange);
    return () => window.removeEventListener("hashchange", onHashChange);
  }, []);

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <h1 id="top" className="scroll-mt-[100px] text-3xl font-bold text-slate-900 sm:text-4xl">
        Bitcoin Terms Dictionary
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">
        Short, plain explanations of the words you meet when using Bitcoin: wallets, keys, transactions, mining,
        Lightning and more. Each term has its own link you can share.
      </p>

      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2" onSubmit={(e) => e.preventDefault()}>
        <label htmlFor="dictionary-filter" className="sr-only">
          Filter terms
        </label>
        <input
          id="dictionary-filter"
          type="search"
          name="q"
          value={query}
          maxLength={MAX_QUERY}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Filter terms, e.g. lightning"
          className="focus-ring min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-2"
        />
        <Button type="submit" size="sm">
          Filter
        </Button>
      </Form>
      <p className="mt-2 text-sm text-slate-600" aria-live="polite">
        {query.trim() ? `${shown.length} of ${terms.length} terms match` : `${terms.length} terms`}
      </p>

      <nav
        aria-label="Jump to letter"
        className="sticky top-16 z-10 mt-6 border-y border-slate-200 bg-white/95 py-2 backdrop-blur"
      >
        <ul className="flex flex-wrap gap-1">
          {LETTERS.map((letter) => (
            <li key={letter}>
              {present.has(letter) ? (
                <a
                  href={`#letter-${letter === "#" ? "0-9" : letter}`}
                  onClick={(event) => jumpToAnchor(event, `letter-${letter === "#" ? "0-9" : letter}`)}
                  className="focus-ring flex h-8 w-8 items-center justify-center rounded font-semibold text-slate-900 hover:bg-orange-100"
                >
                  {letter}
                </a>
              ) : (
                <span
                  aria-disabled="true"
                  className="flex h-8 w-8 cursor-not-allowed items-center justify-center rounded text-slate-400"
                >
                  <span aria-hidden="true">{letter}</span>
                  <span className="sr-only">{letter === "#" ? "Digits" : letter}: no terms</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      </nav>

      {groups.length === 0 ? (
        <p className="mt-10 rounded-lg bg-slate-50 p-6 text-slate-700">
          No terms match &ldquo;{query.trim()}&rdquo;. Try a shorter word, or{" "}
          <a
            href={PATH}
            onClick={(e) => (e.preventDefault(), setQuery(""))}
            className="font-medium text-orange-800 underline"
          >
            show all terms
          </a>
          .
        </p>
      ) : (
        groups.map((group) => {
          const id = `letter-${group.letter === "#" ? "0-9" : group.letter}`;
          return (
            <section key={group.letter} id={id} aria-labelledby={`${id}-heading`} className="mt-10 scroll-mt-[100px]">
              <h2 id={`${id}-heading`} className="border-b border-slate-200 pb-2 text-2xl font-bold text-slate-900">
                {group.letter}
              </h2>
              <div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {group.terms.map((term) => (
                  <TermCard key={term.slug} term={term} names={names} />
                ))}
              </div>
              <p className="mt-4 text-right">
                <a
                  href="#top"
                  onClick={(event) => jumpToAnchor(event, "top")}
                  className="focus-ring rounded text-sm font-medium text-orange-800 hover:underline"
                >
                  Back to top
                </a>
              </p>
            </section>
          );
        })
      )}
    </div>
  );
}

function TermCard({ term, names }: { term: GlossaryTerm; names: Map<string, string> }) {
  const related = term.related.filter((slug) => names.has(slug));
  return (
    <article
      id={term.slug}
      className="scroll-mt-[100px] rounded-xl border border-slate-200 bg-white p-5 shadow-sm target:border-bitcoin"
    >
      <h3 className="font-semibold text-slate-900">
        <a
          href={`#${term.slug}`}
          onClick={(event) => jumpToAnchor(event, term.slug)}
          className="focus-ring rounded hover:underline"
        >
          {term.term}
        </a>
      </h3>
      <p className="mt-2 text-sm text-slate-700">{term.definition}</p>
      {related.length > 0 ? (
        <p className="mt-3 text-sm text-slate-600">
          Related:{" "}
          {related.map((slug, index) => (
            <span key={slug}>
              {index > 0 ? ", " : ""}
              <a
                href={`#${slug}`}
                onClick={(event) => jumpToAnchor(event, slug)}
                className="focus-ring rounded text-orange-800 hover:underline"
              >
                {names.get(slug)}
              </a>
            </span>
          ))}
        </p>
      ) : null}
    </article>
  );
}
