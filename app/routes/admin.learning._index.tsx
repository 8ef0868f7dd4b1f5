import {
  Form,
  data,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import type { ReactNode } from "react";
import { Link } from "#app/components/Link.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { Button, ButtonLink } from "#app/components/ui/Button.tsx";
import { kindAnchor, MOVE_INTENTS } from "#app/lib/learning-rules.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { groupByKind } from "#app/lib/resource-kinds.ts";
import { listAdminLearning } from "#app/server/admin/learning/admin-learning.server.ts";
import { moveLearningResourceAction } from "#app/server/admin/learning/learning-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const resources = await listAdminLearning(context.db());
  return data(
    { groups: groupByKind(resources), count: resources.length },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

/** Move up and Move down. */
export async function action({ request, context }: ActionFunctionArgs) {
  return moveLearningResourceAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Learning resources");

export default function AdminLearning() {
  const { groups, count } = useLoaderData<typeof loader>();
  const publicHref = usePublicHref();
  const navigation = useNavigation();
  const moving = navigation.state === "submitting" ? navigation.formData?.get("id") : null;
  return (
    <div className="max-w-4xl">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-bold text-slate-900">Learning resources</h1>
        <ButtonLink to="/admin/learning/new" variant="accent" size="sm">
          New resource
        </ButtonLink>
      </div>
      <p className="mt-2 text-slate-600">
        {count} resources on the{" "}
        <a
          href={publicHref("/learning-resources")}
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          learning resources page
        </a>
        , in its order. Open one to edit or delete it; move it up or down within its kind.
      </p>
      {groups.map((group) => (
        <section
          key={group.kind}
          id={kindAnchor(group.kind)}
          aria-labelledby={`${kindAnchor(group.kind)}-heading`}
          className="mt-8 scroll-mt-24"
        >
          <h2 id={`${kindAnchor(group.kind)}-heading`} className="text-xl font-semibold text-slate-900">
            {group.heading}
          </h2>
          <ol className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
            {group.items.map((resource, index) => (
              <li
                key={resource.id}
                data-testid="learning-row"
                className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
              >
                <div className="min-w-[min(100%,16rem)] flex-1">
                  <Link
                    to={`/admin/learning/${resource.id}`}
                    className="focus-ring rounded font-medium text-slate-900 underline-offset-2 hover:underline"
                  >
                    {resource.title}
                  </Link>
                  <p className="truncate text-xs text-slate-600">
                    {resource.author ? `${resource.author} · ` : ""}
                    {resource.url}
                  </p>
                </div>
                <Form method="post" preventScrollReset className="flex gap-2">
                  <CsrfField />
                  <input type="hidden" name="id" value={resource.id} />
                  <MoveButton
                    intent={MOVE_INTENTS.up}
                    label={`Move up: ${resource.title}`}
                    disabled={index === 0 || moving === resource.id}
                  >
                    Move up
                  </MoveButton>
                  <MoveButton
                    intent={MOVE_INTENTS.down}
                    label={`Move down: ${resource.title}`}
                    disabled={index === group.items.length - 1 || moving === resource.id}
                  >
                    Move down
                  </MoveButton>
                </Form>
              </li>
            ))}
          </ol>
        </section>
      ))}
    </div>
  );
}

/** Its accessible name carries the resource's title, so each button says which resource it moves. */
function MoveButton({
  intent,
  label,
  disabled,
  children,
}: {
  intent: string;
  label: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      type="submit"
      aria-label={label}
      name="intent"
      value={intent}
      variant="quiet"
      size="xs"
      disabled={disabled}
      className="disabled:cursor-not-allowed disabled:opacity-40"
    >
      {children}
    </Button>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
