// A post's life: draft → published (now, or at a scheduled time) → back to draft. Every change is
// one UPDATE plus its audit row, inside the caller's transaction (adminWrite); the every-minute
// cron publishes what is due.
import { and, eq, lte } from "drizzle-orm";
import { postStatusOf, type PostStatus } from "#app/lib/admin-blog-rules.ts";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import { recordAudit, type Writer } from "#app/server/admin/audit.server.ts";
import { SCHEDULER } from "#app/server/admin/tools/tool-status-change.server.ts";
import { nextVersion } from "#app/server/admin/edit-version.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { blogPosts } from "#app/server/db/schema.server.ts";

export type PostStatusChange = { to: "published" } | { to: "scheduled"; at: Date } | { to: "draft" };

/** The statuses each change may start from. */
const ALLOWED_FROM: Record<PostStatusChange["to"], readonly PostStatus[]> = {
  published: ["draft", "scheduled"],
  scheduled: ["draft", "scheduled"],
  draft: ["published", "scheduled"],
};

const ACTION: Record<PostStatusChange["to"], string> = {
  published: "published",
  scheduled: "scheduled",
  draft: "unpublished",
};

const statusColumns = {
  id: blogPosts.id,
  title: blogPosts.title,
  slug: blogPosts.slug,
  published: blogPosts.published,
  publishedAt: blogPosts.publishedAt,
  publishAt: blogPosts.publishAt,
};

type StatusRow = { published: boolean; publishAt: Date | null };

const snapshot = (row: StatusRow) => ({
  status: postStatusOf(row),
  publishAt: row.publishAt?.toISOString() ?? null,
});

export type PostStatusResult =
  | { ok: true; slug: string }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "not-allowed"; status: PostStatus };

function newValues(change: PostStatusChange, publishedAt: Date | null, now: Date) {
  return { ...statusValues(change, publishedAt, now), version: nextVersion(blogPosts.version) };
}

function statusValues(change: PostStatusChange, publishedAt: Date | null, now: Date) {
  switch (change.to) {
    case "published":
      // A post published again keeps its first publication date, so its place in the feed holds.
      return { published: true, publishAt: null, publishedAt: publishedAt ?? now, updatedAt: now };
    case "scheduled":
      return { published: false, publishAt: change.at, updatedAt: now };
    case "draft":
      return { published: false, publishAt: null, updatedAt: now };
  }
}

export async function changePostStatus(
  tx: Writer,
  audit: Audit,
  postId: string,
  change: PostStatusChange,
): Promise<PostStatusResult> {
  const [before] = await tx.select(statusColumns).from(blogPosts).where(eq(blogPosts.id, postId)).for("update");
  if (!before) return { ok: false, reason: "not-found" };
  const status = postStatusOf(before);
  if (!ALLOWED_FROM[change.to].includes(status)) return { ok: false, reason: "not-allowed", status };
  const [after] = await tx
    .update(blogPosts)
    .set(newValues(change, before.publishedAt, new Date()))
    .where(eq(blogPosts.id, postId))
    .returning(statusColumns);
  await audit({
    entityType: "post",
    entityId: postId,
    entityLabel: before.title,
    action: ACTION[change.to],
    before: snapshot(before),
    after: snapshot(after!),
  });
  return { ok: true, slug: before.slug };
}

/** Publishes every post whose scheduled time has come; returns their slugs. */
export async function publishDuePosts(db: Database, now = new Date()): Promise<string[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select(statusColumns)
      .from(blogPosts)
      .where(and(lte(blogPosts.publishAt, now), eq(blogPosts.published, false)))
      .for("update", { skipLocked: true });
    for (const post of due) {
      await tx
        .update(blogPosts)
        .set(newValues({ to: "published" }, post.publishedAt, now))
        .where(eq(blogPosts.id, post.id));
      await recordAudit(tx, SCHEDULER, {
        entityType: "post",
        entityId: post.id,
        entityLabel: post.title,
        action: "published",
        before: snapshot(post),
        after: { status: "published", publishAt: null },
      });
    }
    return due.map((post) => post.slug);
  });
}
