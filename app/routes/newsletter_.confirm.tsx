import { data, useLoaderData, type HeadersFunction, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { NewsletterForm } from "#app/components/newsletter/NewsletterForm.tsx";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { verifySubscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";
import { confirmSubscription } from "#app/server/newsletter/subscription-status.server.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";

// The link in the confirmation mail. Opening it again only shows the same page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const query = new URL(request.url).searchParams;
  const email = await verifySubscriptionLink(context.env.BETTER_AUTH_SECRET, "confirm", query);
  const confirmed = email ? await confirmSubscription(context.db(), email) : false;
  return data(
    { confirmed, email: confirmed ? email : null },
    { status: confirmed ? 200 : 400, headers: { "Cache-Control": "private, no-store" } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(`Newsletter subscription | ${siteNameFrom(matches)}`, "Confirm your newsletter subscription."),
  { name: "robots", content: "noindex" },
];

export default function ConfirmSubscription() {
  const { confirmed, email } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      {confirmed ? (
        <>
          <h1 className="text-3xl font-bold text-slate-900">Subscription confirmed</h1>
          <p className="mt-3 text-slate-600">
            {`The weekly newsletter will come to ${email}. Every issue has a link to unsubscribe.`}
          </p>
          <ButtonLink to="/" className="mt-8">
            Return to Homepage
          </ButtonLink>
        </>
      ) : (
        <>
          <h1 className="text-3xl font-bold text-slate-900">This confirmation link does not work</h1>
          <p className="mt-3 text-slate-600">
            It is incomplete, or more than 7 days old, or the subscription has ended since. Subscribe again for a new
            link.
          </p>
          <div className="mt-6">
            <NewsletterForm source="footer" />
          </div>
        </>
      )}
    </div>
  );
}
