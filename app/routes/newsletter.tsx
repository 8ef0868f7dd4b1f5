import type { ActionFunctionArgs, HeadersFunction, MetaFunction } from "@remix-run/cloudflare";
import { json, redirect } from "@remix-run/cloudflare";
import { useActionData } from "@remix-run/react";
import { NewsletterForm } from "#app/components/newsletter/NewsletterForm.tsx";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import type { SubscribeResult } from "#app/lib/newsletter.ts";
import { IN_PLACE_FIELD } from "#app/lib/in-place-field.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { returnPath, withNotice } from "#app/server/http/return-path.server.ts";
import { subscribeFromForm } from "#app/server/newsletter/subscribe-action.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

/** The page on its own is the same for everyone. */
export const loader = () => json(null, { headers: { "Cache-Control": PUBLIC_PAGE } });

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readCheckedForm(request, context);
  const result = await subscribeFromForm(context, request, form);
  const headers = { "Cache-Control": "no-store" };
  // Without JavaScript a success goes back to the page the form was on, with the same words.
  if (result.ok && !form.has(IN_PLACE_FIELD)) {
    const notice = result.source === "hero" ? "newsletter-subscribed-hero" : "newsletter-subscribed";
    return redirect(withNotice(returnPath(form.get("returnTo")), notice), { headers });
  }
  return json(result, { status: result.ok ? 200 : result.status, headers });
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches }) =>
  pageMeta(`Newsletter | ${siteNameFrom(matches)}`, "New Bitcoin tools and posts of the week, once a week by e-mail.");

/** The page a form without JavaScript lands on when its address was refused, and a page of its own. */
export default function NewsletterPage() {
  const result = useActionData<SubscribeResult>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">Newsletter</h1>
      <p className="mt-3 text-slate-600">
        Once a week: the tools added to the directory and the posts published, and nothing else. Every mail has a link
        to unsubscribe.
      </p>
      {result && !result.ok ? (
        <p role="alert" className="mt-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
          {result.error}
        </p>
      ) : null}
      <div className="mt-6">
        <NewsletterForm source={result?.source ?? "footer"} />
      </div>
    </div>
  );
}
