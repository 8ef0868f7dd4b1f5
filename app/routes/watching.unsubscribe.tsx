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
import { STOP_ALL_FIELD, STOP_ALL_VALUE } from "#app/lib/tool-watch.ts";
import { NarrowPage } from "#app/components/layout/NarrowPage.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { linkedWatch, watchUnsubscribeAction } from "#app/server/watching/watch-unsubscribe.server.ts";

// Opening a watch mail's unsubscribe link only asks; a button (or a mail client's one-click POST) acts.
const NO_STORE = { "Cache-Control": "private, no-store" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const linked = await linkedWatch(context, request);
  const target = linked ? { forTool: Boolean(linked.toolId), toolName: linked.toolName ?? "this tool" } : null;
  return data({ target }, { status: target ? 200 : 400, headers: NO_STORE });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return watchUnsubscribeAction(context, request);
}

export const headers: HeadersFunction = ({ actionHeaders, loaderHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(`Stop watch e-mails | ${siteNameFrom(matches)}`, "Stop the e-mails about tools you watch."),
  { name: "robots", content: "noindex" },
];

export default function WatchUnsubscribe() {
  const { target } = useLoaderData<typeof loader>();
  const done = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  if (done?.ok && "stopped" in done)
    return (
      <NarrowPage
        title={done.stopped === "all" ? "You no longer watch any tools" : `You no longer watch ${done.toolName}`}
      >
        <p className="mt-3 text-slate-600">
          {done.stopped === "all"
            ? "No more e-mails about watched tools will reach you. Watch a tool again from its page."
            : "No more e-mails about it will reach you; the other tools you watch still send theirs."}
        </p>
        <ButtonLink to="/" className="mt-8">
          Return to Homepage
        </ButtonLink>
      </NarrowPage>
    );
  if (!target)
    return (
      <NarrowPage title="This unsubscribe link does not work">
        <p className="mt-3 text-slate-600">
          It is incomplete. Use the link at the foot of the e-mail, or stop watching from your profile.
        </p>
      </NarrowPage>
    );
  return (
    <NarrowPage title="Stop watch e-mails">
      <p className="mt-3 text-slate-600">
        {target.forTool
          ? `Stop watching ${target.toolName}? You will get no more e-mails about it. Or stop watching every tool.`
          : "Stop watching every tool? You will get no more e-mails about watched tools."}
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        {target.forTool ? (
          <Form method="post">
            <Button type="submit" disabled={busy}>
              {`Stop watching ${target.toolName}`}
            </Button>
          </Form>
        ) : null}
        <Form method="post">
          <input type="hidden" name={STOP_ALL_FIELD} value={STOP_ALL_VALUE} />
          <Button type="submit" disabled={busy} variant={target.forTool ? "secondary" : "primary"}>
            Stop all watch e-mails
          </Button>
        </Form>
      </div>
    </NarrowPage>
  );
}
