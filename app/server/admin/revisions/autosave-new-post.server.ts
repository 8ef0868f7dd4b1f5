// The new-post page's autosave: the same form as a post's autosave, kept as the editor's one draft
// of a post not yet created (new-post-draft.server.ts). It never creates a post.
import { redirect, type AppLoadContext } from "react-router";
import { autosaved, draftTooLong, readAutosaveRequest } from "#app/server/admin/revisions/autosave-post.server.ts";
import { dropNewPostDraft, keepNewPostDraft } from "#app/server/admin/revisions/new-post-draft.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export async function autosaveNewPostAction(context: AppLoadContext, request: Request) {
  const admin = requireAdmin(context);
  const asked = readAutosaveRequest(await readCheckedForm(request, context));
  const db = context.db();
  if (asked.discard) {
    await dropNewPostDraft(db, admin.id);
    return redirect("/admin/blog/new?notice=draft-discarded");
  }
  if (!asked.fields) return draftTooLong();
  return autosaved(await keepNewPostDraft(db, admin.id, asked.fields));
}
