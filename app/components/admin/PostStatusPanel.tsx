import { PublicationPanel, type PublicationAction } from "#app/components/admin/PublicationPanel.tsx";
import {
  POST_EDITOR_INTENTS,
  POST_STATUS_LABELS,
  type PostEditorFailure,
  type PostStatus,
} from "#app/lib/admin-blog-rules.ts";
import { publicationTimeLabel } from "#app/lib/tool-status.ts";

const { publish, unpublish, schedule } = POST_EDITOR_INTENTS;

const PUBLISH: PublicationAction = {
  intent: publish,
  label: "Publish now",
  busyLabel: "Publishing...",
  variant: "accent",
};
const SCHEDULE: PublicationAction = {
  intent: schedule,
  label: "Schedule",
  busyLabel: "Scheduling...",
  schedules: true,
};

/** Which actions a post in each status offers, in the panel's order; every post can be deleted. */
const OFFERED: Record<PostStatus, PublicationAction[]> = {
  draft: [PUBLISH, SCHEDULE],
  scheduled: [
    PUBLISH,
    { ...SCHEDULE, label: "Reschedule" },
    { intent: unpublish, label: "Cancel the schedule", busyLabel: "Cancelling..." },
  ],
  published: [{ intent: unpublish, label: "Unpublish", busyLabel: "Unpublishing..." }],
};

/** The post editor's publication panel. */
export function PostStatusPanel({
  formId,
  post,
  failed,
}: {
  formId: string;
  post: { status: PostStatus; publishAt: string | null; publishedAt: string | null };
  failed: PostEditorFailure | null;
}) {
  return (
    <PublicationPanel
      formId={formId}
      what="post"
      status={{ label: POST_STATUS_LABELS[post.status], testId: "post-status" }}
      details={
        <>
          {post.status === "scheduled" && post.publishAt ? (
            <span className="block text-sm text-slate-700">
              Scheduled for {publicationTimeLabel(new Date(post.publishAt))}
            </span>
          ) : null}
          {post.status === "published" && post.publishedAt ? (
            <span className="block text-sm text-slate-700">
              Since {publicationTimeLabel(new Date(post.publishedAt))}
            </span>
          ) : null}
        </>
      }
      actions={OFFERED[post.status]}
      scheduled={post.publishAt}
      remove={{
        intent: POST_EDITOR_INTENTS.delete,
        label: "Delete post",
        confirm: "I understand that deleting removes this post for good.",
      }}
      failed={failed}
    />
  );
}
