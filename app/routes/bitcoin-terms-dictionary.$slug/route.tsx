import {
  data,
  redirect,
  useLoaderData,
  useParams,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { useMemo } from "react";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { RouteErrorBoundary } from "#app/components/RouteErrorBoundary.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { TERM_FACTS, termFactListPath } from "#app/lib/glossary-facts.ts";
import { DICTIONARY_PATH, definedTerm, letterId, placeOf, termDescription, termPath } from "#app/lib/glossary.ts";
import { shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { absoluteUrl, jsonLd } from "#app/lib/structured-data.ts";
import { findGlossaryTerm, findRenamedGlossaryTerm } from "#app/server/glossary/find-glossary-term.server.ts";
import { listGlossaryTermNames } from "#app/server/glossary/list-glossary-term-names.server.ts";
import { listTermTools } from "#app/server/glossary/list-term-tools.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { TermLinks } from "#app/routes/bitcoin-terms-dictionary.$slug/TermLinks.tsx";
import { TermTools } from "#app/routes/bitcoin-terms-dictionary.$slug/TermTools.tsx";

export const TERM_NOT_FOUND = "Term Not Found";

export async function loader({ params, context }: LoaderFunctionArgs) {
  const requested = params.slug ?? "";
  if (hasControlCharacters(requested)) throw notFound(TERM_NOT_FOUND);
  // Slugs are lower-case: /UTXO answers with the one address of the term's page.
  const slug = requested.toLowerCase();
  const [term, names, listed] = await Promise.all([
    findGlossaryTerm(context.db(), slug),
    listGlossaryTermNames(context.db),
    listTermTools(context.db, slug),
  ]);
  if (!term) {
    const renamed = await findRenamedGlossaryTerm(context.db(), slug);
    if (renamed) throw redirect(termPath(renamed), { status: 301, headers: { "Cache-Control": PUBLIC_PAGE } });
    throw notFound(TERM_NOT_FOUND);
  }
  if (requested !== slug) throw redirect(termPath(slug), { status: 301, headers: { "Cache-Control": PUBLIC_PAGE } });
  // A term added in the last seconds may not be in the isolate's copy of the names yet.
  const place = placeOf(names.some((t) => t.slug === slug) ? names : [...names, term], slug)!;
  const origin = context.env.SITE_URL;
  const fact = TERM_FACTS[slug];
  const withFact =
    fact && listed
      ? { noun: fact.noun, tools: listed.tools, total: listed.total, listPath: termFactListPath(fact.fact) }
      : null;
  return data(
    {
      term,
      place,
      withFact,
      pageUrl: absoluteUrl(origin, termPath(slug)),
      setUrl: absoluteUrl(origin, DICTIONARY_PATH),
    },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const siteName = siteNameFrom(matches);
  if (!data) return [{ title: `${TERM_NOT_FOUND} | ${siteName}` }, { name: "robots", content: "noindex" }];
  return shareMeta(matches, {
    title: `${data.term.term} | Bitcoin Terms Dictionary | ${siteName}`,
    description: termDescription(data.term.definition),
    path: data.pageUrl,
  });
};

export default function DictionaryTerm() {
  const { term, place, withFact, pageUrl, setUrl } = useLoaderData<typeof loader>();
  const structuredData = useMemo(() => definedTerm(term, pageUrl, setUrl), [term, pageUrl, setUrl]);
  const letterName = place.letter === "#" ? "a digit" : place.letter;
  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(structuredData) }} />
      <Breadcrumb crumbs={[{ label: "Bitcoin Terms Dictionary", to: DICTIONARY_PATH }, { label: term.term }]} />
      <article className="mt-6">
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{term.term}</h1>
        <p className="mt-4 max-w-3xl text-lg leading-relaxed text-slate-700">{term.definition}</p>
        {term.related.length > 0 ? <TermLinks id="related-terms" title="Related terms" terms={term.related} /> : null}
      </article>
      {withFact ? <TermTools {...withFact} /> : null}

      <nav
        aria-label="Previous and next terms"
        className="mt-10 flex flex-wrap justify-between gap-4 border-t border-slate-200 pt-6"
      >
        {place.previous ? (
          <Link
            to={termPath(place.previous.slug)}
            rel="prev"
            className="focus-ring rounded text-sm text-slate-600 hover:text-slate-900"
          >
            <span aria-hidden="true">&larr; </span>Previous:{" "}
            <span className="font-medium text-orange-800">{place.previous.term}</span>
          </Link>
        ) : (
          <span />
        )}
        {place.next ? (
          <Link
            to={termPath(place.next.slug)}
            rel="next"
            className="focus-ring rounded text-right text-sm text-slate-600 hover:text-slate-900"
          >
            Next: <span className="font-medium text-orange-800">{place.next.term}</span>
            <span aria-hidden="true"> &rarr;</span>
          </Link>
        ) : null}
      </nav>

      {place.sameLetter.length > 0 ? (
        <TermLinks id="same-letter-terms" title={`More terms starting with ${letterName}`} terms={place.sameLetter} />
      ) : null}
      <p className="mt-8">
        <Link
          to={`${DICTIONARY_PATH}#${letterId(place.letter)}`}
          className="focus-ring rounded font-medium text-orange-800 hover:underline"
        >
          Back to the dictionary
        </Link>
      </p>
    </div>
  );
}

function TermNotFound() {
  const { slug } = useParams();
  return (
    <ErrorPage
      code="404"
      title={TERM_NOT_FOUND}
      message={
        <>
          The dictionary has no term at{" "}
          <code className="rounded bg-slate-100 px-1">
            {DICTIONARY_PATH}/{slug}
          </code>
          .
        </>
      }
    >
      <ButtonLink to={DICTIONARY_PATH}>Browse the Dictionary</ButtonLink>
      <ButtonLink to="/" variant="secondary">
        Return to Homepage
      </ButtonLink>
    </ErrorPage>
  );
}

export function ErrorBoundary() {
  return <RouteErrorBoundary statusHandlers={{ 404: () => <TermNotFound /> }} />;
}
