import {
  Form,
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { linkedAddress, unsubscribeAction } from "#app/server/newsletter/unsubscribe-action.server.ts";
import { NarrowPage } from "#app/components/layout/NarrowPage.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";

// Opening the mail's unsubscribe link only asks; the button (or a mail client's one-click POST) unsubscribes.
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const email = await linkedAddress(request, context.env.BETTER_AUTH_SECRET);
  return data({ email }, { status: email ? 200 : 400, headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return unsubscribeAction(context, request);
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
  if (done?.ok)
    return (
      <NarrowPage title="You have been unsubscribed">
        <p className="mt-3 text-slate-600">{`No more newsletters will go to ${email}.`}</p>
        <ButtonLink to="/" className="mt-8">
          Return to Homepage
        </ButtonLink>
      </NarrowPage>
    );
  if (!email)
    return (
      <NarrowPage title="This unsubscribe link does not work">
        <p className="mt-3 text-slate-600">
          It is incomplete. Use the link at the foot of the newsletter mail, or write to us from the Contact page.
        </p>
      </NarrowPage>
    );
  return (
    <NarrowPage title="Unsubscribe from the newsletter">
      <p className="mt-3 text-slate-600">{`Stop sending the weekly newsletter to ${email}?`}</p>
      <Form method="post" className="mt-6">
        <Button type="submit" disabled={busy}>
          Unsubscribe
        </Button>
      </Form>
    </NarrowPage>
  );
}
