import { TAG_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { usePublicHref } from "#app/components/admin/use-public-href.ts";
import { useUnsavedChanges } from "#app/components/admin/use-unsaved-changes.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { tagPath } from "#app/lib/topics.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { fingerprintFields } from "#app/server/admin/edit-merge.server.ts";
import { findAdminTag, listMergeTargets, tagFormValues } from "#app/server/admin/tags/admin-tags.server.ts";
import { tagAction } from "#app/server/admin/tags/tag-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { RENAME_FORM_ID, TagForms } from "#app/routes/admin.tags.$id/TagForms.tsx";
import { TAG_INTENTS } from "#app/lib/tag-rules.ts";
import { BackLink } from "#app/components/admin/BackLink.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(TAG_NOT_FOUND);
  const db = context.db();
  const tag = await findAdminTag(db, params.id);
  if (!tag) throw notFound(TAG_NOT_FOUND);
  const [history, mergeTargets] = await Promise.all([
    listEntityHistory(db, "tag", tag.id),
    listMergeTargets(db, tag.id),
  ]);
  const base = fingerprintFields(tagFormValues(tag));
  return data({ tag, base, history, mergeTargets }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(TAG_NOT_FOUND);
  return tagAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.tag.name} · Tags` : TAG_NOT_FOUND);

export default function EditTag() {
  const { tag, base, history, mergeTargets } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const publicHref = usePublicHref();
  const busyWith = navigation.state === "submitting" ? String(navigation.formData?.get("intent")) : null;
  const renameFailed = failed?.intent === TAG_INTENTS.rename ? failed : null;
  const conflict = renameFailed && "conflict" in renameFailed ? (renameFailed.conflict ?? null) : null;
  useUnsavedChanges(RENAME_FORM_ID, Boolean(renameFailed));
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/tags">All tags</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">{`#${tag.name}`}</h1>
      <p className="mt-2 text-slate-600">
        On {tag.tools} {tag.tools === 1 ? "tool" : "tools"}, {tag.published} published ·{" "}
        <a
          href={publicHref(tagPath(tag.name))}
          className="focus-ring rounded font-medium text-bitcoin-dark hover:underline"
        >
          View its page
        </a>
      </p>
      <TagForms
        tag={tag}
        base={base}
        failed={failed ?? null}
        conflict={conflict}
        busyWith={busyWith}
        suggestedMerge={failed && "mergeInto" in failed ? (failed.mergeInto ?? "") : ""}
        mergeTargets={mergeTargets}
      />
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
