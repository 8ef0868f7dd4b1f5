import { useNavigation } from "@remix-run/react";
import { PublishAtField } from "#app/components/admin/PublishAtField.tsx";
import { StatusForm } from "#app/components/admin/StatusForm.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { Button, type ButtonVariant } from "#app/components/ui/Button.tsx";
import {
  POST_EDITOR_INTENTS,
  POST_STATUS_LABELS,
  type PostEditorFailure,
  type PostEditorIntent,
  type PostStatus,
} from "#app/lib/admin-blog-rules.ts";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";

const { publish, unpublish, schedule } = POST_EDITOR_INTENTS;
const remove = POST_EDITOR_INTENTS.delete;

/** Which actions a post in each status offers; every post can be deleted. */
const OFFERED: Record<PostStatus, readonly PostEditorIntent[]> = {
  draft: [publish, schedule, remove],
  scheduled: [publish, schedule, unpublish, remove],
  published: [unpublish, remove],
};

/**
 * The post's status and what can happen to it next, each a small form of its own. Deleting asks
 * for a ticked box.
 */
export function PostStatusPanel({
  post,
  failed,
}: {
  post: { status: PostStatus; publishAt: string | null; publishedAt: string | null };
  failed: PostEditorFailure | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const offered = OFFERED[post.status];
  const failure = failed && offered.includes(failed.intent) ? failed : null;
  const action = (intent: PostEditorIntent, label: string, busyLabel: string, variant: ButtonVariant = "secondary") => (
    <StatusForm intent={intent}>
      <Button type="submit" variant={variant} size="sm" disabled={busy === intent} className="w-full">
        {busy === intent ? busyLabel : label}
      </Button>
    </StatusForm>
  );

  return (
    <section aria-labelledby="status-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
        Status
      </h2>
      <p className="mt-2 text-slate-900" data-testid="post-status">
        <span className="font-semibold">{POST_STATUS_LABELS[post.status]}</span>
        {post.status === "scheduled" && post.publishAt ? (
          <span className="block text-sm text-slate-700">
            Scheduled for {publicationTimeLabel(new Date(post.publishAt))}
          </span>
        ) : null}
        {post.status === "published" && post.publishedAt ? (
          <span className="block text-sm text-slate-700">Since {publicationTimeLabel(new Date(post.publishedAt))}</span>
        ) : null}
      </p>
      {failure?.formError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure.formError}
        </p>
      ) : null}

      <div className="mt-4 space-y-3">
        {offered.includes(publish) ? action(publish, "Publish now", "Publishing...", "accent") : null}
        {offered.includes(schedule) ? (
          <StatusForm intent={schedule}>
            <PublishAtField
              what="post"
              sent={failure?.values.publishAt}
              scheduled={post.publishAt}
              error={failure?.fieldErrors.publishAt}
            />
            <Button type="submit" variant="secondary" size="sm" disabled={busy === schedule} className="mt-2 w-full">
              {busy === schedule ? "Scheduling..." : post.publishAt ? "Reschedule" : "Schedule"}
            </Button>
          </StatusForm>
        ) : null}
        {offered.includes(unpublish)
          ? action(
              unpublish,
              post.status === "scheduled" ? "Cancel the schedule" : "Unpublish",
              post.status === "scheduled" ? "Cancelling..." : "Unpublishing...",
            )
          : null}
        <StatusForm intent={remove}>
          <ConfirmCheckbox id="confirm-delete" errorId="confirm-error" error={failure?.fieldErrors.confirm}>
            I understand that deleting removes this post for good.
          </ConfirmCheckbox>
          <Button type="submit" variant="danger" size="sm" disabled={busy === remove} className="mt-2 w-full">
            {busy === remove ? "Deleting..." : "Delete post"}
          </Button>
        </StatusForm>
      </div>
    </section>
  );
}
