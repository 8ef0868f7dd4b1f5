import type { ActionFunctionArgs, HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { verifySubscriptionLink } from "#app/server/newsletter/subscription-links.server.ts";
import { endSubscription } from "#app/server/newsletter/subscription-status.server.ts";

// The unsubscribe link of every newsletter mail. Opening it only asks (mail scanners open links);
// a POST unsubscribes: the button here, or a mail client's one-click POST (RFC 8058). The signed
// link is what authorises it, so this action takes no CSRF token and no session.
const NO_STORE = { "Cache-Control": "private, no-store" };

async function linkedAddress(request: Request, secret: string) {
  return verifySubscriptionLink(secret, "unsubscribe", new URL(request.url).searchParams);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const email = await linkedAddress(request, context.env.BETTER_AUTH_SECRET);
  return json({ email }, { status: email ? 200 : 400, headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const email = await linkedAddress(request, context.env.BETTER_AUTH_SECRET);
  if (!email) return json({ unsubscribed: false }, { status: 400, headers: NO_STORE });
  await endSubscription(context.db(), email);
  return json({ unsubscribed: true }, { headers: NO_STORE });
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(`Unsubscribe | ${siteNameFrom(matches)}`, "Stop the weekly newsletter."),
  { name: "robots", content: "noindex" },
];

export default function Unsubscribe() {
  const { email } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (done?.unsubscribed)
    return (
      <Page title="You have been unsubscribed">
        <p className="mt-3 text-slate-600">{`No more newsletters will go to ${email}.`}</p>
        <Link
          to="/"
          className="focus-ring mt-8 inline-block rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white"
        >
          Return to Homepage
        </Link>
      </Page>
    );
  if (!email)
    return (
      <Page title="This unsubscribe link does not work">
        <p className="mt-3 text-slate-600">
          It is incomplete. Use the link at the foot of the newsletter mail, or write to us from the Contact page.
        </p>
      </Page>
    );
  return (
    <Page title="Unsubscribe from the newsletter">
      <p className="mt-3 text-slate-600">{`Stop sending the weekly newsletter to ${email}?`}</p>
      <Form method="post" className="mt-6">
        <button
          type="submit"
          disabled={busy}
          className="focus-ring rounded-md bg-slate-900 px-5 py-2.5 text-sm font-semibold text-white hover:bg-slate-700 disabled:opacity-60"
        >
          Unsubscribe
        </button>
      </Form>
    </Page>
  );
}

function Page({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      {children}
    </div>
  );
}
