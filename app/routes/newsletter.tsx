import { data, useActionData, type ActionFunctionArgs, type HeadersFunction, type MetaFunction } from "react-router";
import { NewsletterForm } from "#app/components/newsletter/NewsletterForm.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { subscribeAction } from "#app/server/newsletter/subscribe-action.server.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

/** The page on its own is the same for everyone. */
export const loader = () => data(null, { headers: { "Cache-Control": PUBLIC_PAGE } });

export async function action({ request, context }: ActionFunctionArgs) {
  return subscribeAction(context, request);
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches, location }) =>
  shareMeta(matches, {
    title: `Newsletter | ${siteNameFrom(matches)}`,
    description: "New Bitcoin tools and posts of the week, once a week by e-mail.",
    path: canonicalPath(location),
  });

/** The page a form without JavaScript lands on when its address was refused, and a page of its own. */
export default function NewsletterPage() {
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Newsletter</h1>
      <p className="mt-3 text-slate-600">
        Once a week: the tools added to the directory and the posts published, and nothing else. Every mail has a link
        to unsubscribe.
      </p>
      {result && !result.ok ? <FormAlert tone="error" title={result.error} className="mt-6" /> : null}
      <div className="mt-6">
        <NewsletterForm source={result?.source ?? "footer"} />
      </div>
    </div>
  );
}
