import {
  Form,
  data,
  useLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useEffect, useMemo, useState } from "react";
import { DICTIONARY_PATH, definedTermSet, filterTerms, groupByLetter } from "#app/lib/glossary.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { absoluteUrl, jsonLd } from "#app/lib/structured-data.ts";
import { listGlossaryTermSummaries } from "#app/server/glossary/list-glossary-term-summaries.server.ts";
import { searchGlossaryTerms } from "#app/server/glossary/search-glossary-terms.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { Button } from "#app/components/ui/Button.tsx";
import { LetterNav } from "#app/routes/bitcoin-terms-dictionary._index/LetterNav.tsx";
import { TermSection } from "#app/routes/bitcoin-terms-dictionary._index/TermSection.tsx";
import { useFollowHash } from "#app/routes/bitcoin-terms-dictionary._index/useFollowHash.ts";

const MAX_QUERY = 100;

// The index shows each term with its definition's first sentence; the whole definition and the
// related terms are on the term's page, so the index stays light however long the definitions.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const q = (new URL(request.url).searchParams.get("q") ?? "").slice(0, MAX_QUERY);
  const [terms, matches] = await Promise.all([
    listGlossaryTermSummaries(context.db),
    q.trim() ? searchGlossaryTerms(context.db(), q) : null,
  ]);
  return data(
    {
      terms,
      q,
      matches: matches?.map((t) => t.slug) ?? null,
      setUrl: absoluteUrl(context.env.SITE_URL, DICTIONARY_PATH),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteName = siteNameFrom(matches);
  return shareMeta(matches, {
    title: `Bitcoin Terms Dictionary | ${siteName}`,
    description: `Plain-language definitions of ${data?.terms.length ?? 120} Bitcoin terms, from addresses and blocks to UTXOs and zero-confirmation payments.`,
    path: DICTIONARY_PATH,
  });
};

export default function Dictionary() {
  const { terms, q, matches, setUrl } = useLoaderData<typeof loader>();
  const structuredData = useMemo(() => definedTermSet(setUrl, terms), [setUrl, terms]);
  const [query, setQuery] = useState(q);
  // A new answer from the server (the form sent, back or forward) shows its own text.
  useEffect(() => setQuery(q), [q]);
  // The server's answer searched the definitions too; while the visitor types, the names narrow live.
  const answered = query.trim() === q.trim();
  const shown = useMemo(() => {
    if (!answered || !matches) return filterTerms(terms, query);
    const found = new Set(matches);
    return terms.filter((t) => found.has(t.slug));
  }, [answered, matches, terms, query]);
  const groups = useMemo(() => groupByLetter(shown), [shown]);
  const present = new Set(groups.map((g) => g.letter));
  useFollowHash();

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <h1 id="top" className="scroll-mt-[100px] text-3xl font-bold text-slate-900 sm:text-4xl">
        Bitcoin Terms Dictionary
      </h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600">
        Short, plain explanations of the words you meet when using Bitcoin: wallets, keys, transactions, mining,
        Lightning and more. Each term has its own page you can share.
      </p>

      <Form method="get" role="search" className="mt-6 flex max-w-xl gap-2">
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
        {query.trim()
          ? `${shown.length} of ${terms.length} terms match${answered ? "" : " by name: Filter searches the definitions too"}`
          : `${terms.length} terms`}
      </p>

      <LetterNav present={present} />

      {groups.length === 0 ? (
        <p className="mt-10 rounded-lg bg-slate-50 p-6 text-slate-700">
          No terms match &ldquo;{query.trim()}&rdquo;. Try a shorter word, or{" "}
          <Link
            to={DICTIONARY_PATH}
            onClick={(event) => {
              // Only the typed text to clear: nothing to ask the server.
              if (!q) event.preventDefault();
              setQuery("");
            }}
            className="font-medium text-orange-800 underline"
          >
            show all terms
          </Link>
          .
        </p>
      ) : (
        groups.map((group) => <TermSection key={group.letter} letter={group.letter} terms={group.terms} />)
      )}
    </div>
  );
}
