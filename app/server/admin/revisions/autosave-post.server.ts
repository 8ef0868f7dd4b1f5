// A post's autosave: while an editor types, the editor page sends the form here every few seconds
// of changes. It keeps the fields as typed (checked only for size) as the editor's one `autosave`
// revision of the post, replacing their previous one, and never touches the post itself. The
// editor can discard it; saving the post discards it too. The new-post page's autosave
// (autosave-new-post.server.ts) reads its form the same way.
import { redirect, type AppLoadContext } from "react-router";
import { and, eq, sql } from "drizzle-orm";
import { joinPostCategories, POST_LIMITS, PostForm } from "#app/lib/admin-blog-rules.ts";
import type { RevisionFields } from "#app/lib/revisions.ts";
import { changedFieldNames } from "#app/server/admin/revisions/record-revision.server.ts";
import { readCurrentFields } from "#app/server/admin/revisions/revision-fields.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { revisions } from "#app/server/db/schema.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export const AUTOSAVE_INTENTS = { save: "autosave", discard: "discard" } as const;

/** The content's limit and room for every other field. */
export const AUTOSAVE_MAX_CHARACTERS = POST_LIMITS.content + 8_000;

export type AutosaveResult = { ok: true; savedAt: string } | { ok: false; message: string };

/** What an autosave request asks: to drop the draft, or to keep these fields (null: too long to keep). */
export type AutosaveRequest = { discard: true } | { discard: false; fields: RevisionFields | null };

/** The post editor's fields as typed (line breaks as `\n`), from an autosave's checked form. */
export function readAutosaveRequest(form: FormData): AutosaveRequest {
  const intent = form.get("intent");
  if (intent === AUTOSAVE_INTENTS.discard) return { discard: true };
  if (form.has("intent") && intent !== AUTOSAVE_INTENTS.save) throw badRequest("Unknown autosave action.");
  joinPostCategories(form);
  const fields: RevisionFields = {};
  let size = 0;
  for (const name of Object.keys(PostForm.shape)) {
    const value = form.get(name) ?? "";
    if (typeof value !== "string") throw badRequest("The draft's fields take text, not files.");
    fields[name] = value.replace(/\r\n?/g, "\n");
    size += value.length;
  }
  return { discard: false, fields: size > AUTOSAVE_MAX_CHARACTERS ? null : fields };
}

export const autosaved = (savedAt: Date) => Response.json({ ok: true, savedAt: savedAt.toISOString() });

export const draftTooLong = () =>
  Response.json(
    { ok: false, message: "The draft is too long to keep: shorten it, or save the post to see what to change." },
    { status: 413 },
  );

export async function autosavePostAction(context: AppLoadContext, request: Request, postId: string) {
  const admin = requireAdmin(context);
  const asked = readAutosaveRequest(await readCheckedForm(request, context));
  const db = context.db();
  const own = and(eq(revisions.postId, postId), eq(revisions.kind, "autosave"), eq(revisions.actorId, admin.id));
  if (asked.discard) {
    await db.delete(revisions).where(own);
    return redirect(`/admin/blog/${postId}?notice=draft-discarded`);
  }
  const { fields } = asked;
  if (!fields) return draftTooLong();

  const current = await readCurrentFields(db, "post", postId);
  if (!current) throw notFound();
  const draft = {
    fields,
    changedFields: changedFieldNames(current.fields, fields),
    actorEmail: admin.email,
    actorName: admin.name || null,
  };
  const [saved] = await db
    .insert(revisions)
    .values({ postId, kind: "autosave", actorId: admin.id, ...draft })
    .onConflictDoUpdate({
      target: [revisions.postId, revisions.actorId],
      targetWhere: sql`${revisions.kind} = 'autosave'`,
      set: { ...draft, createdAt: sql`now()` },
    })
    .returning({ createdAt: revisions.createdAt });
  return autosaved(saved!.createdAt);
}
