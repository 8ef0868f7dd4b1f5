// A post's autosave: while an editor types, the editor page sends the form here every few seconds
// of changes. It keeps the fields as typed (checked only for size) as the editor's one `autosave`
// revision of the post, replacing their previous one, and never touches the post itself. The
// editor can discard it; saving the post discards it too.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
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

export async function autosavePostAction(context: AppLoadContext, request: Request, postId: string) {
  const admin = requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const db = context.db();
  const own = and(eq(revisions.postId, postId), eq(revisions.kind, "autosave"), eq(revisions.actorId, admin.id));
  if (form.get("intent") === AUTOSAVE_INTENTS.discard) {
    await db.delete(revisions).where(own);
    return redirect(`/admin/blog/${postId}?notice=draft-discarded`);
  }
  if (form.has("intent") && form.get("intent") !== AUTOSAVE_INTENTS.save) throw badRequest("Unknown autosave action.");

  joinPostCategories(form);
  const fields: RevisionFields = {};
  let size = 0;
  for (const name of Object.keys(PostForm.shape)) {
    const value = form.get(name) ?? "";
    if (typeof value !== "string") throw badRequest("The draft's fields take text, not files.");
    fields[name] = value.replace(/\r\n?/g, "\n");
    size += value.length;
  }
  if (size > AUTOSAVE_MAX_CHARACTERS)
    return json<AutosaveResult>(
      { ok: false, message: "The draft is too long to keep: shorten it, or save the post to see what to change." },
      { status: 413 },
    );

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
  return json<AutosaveResult>({ ok: true, savedAt: saved!.createdAt.toISOString() });
}
