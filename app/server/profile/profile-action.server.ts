// The Edit Profile dialog's two forms, for the signed-in user's own profile only: the name fields,
// and the avatar upload (an image of at most 5 MB, re-encoded before it is stored).
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { BODY_TOO_LARGE_HEADER } from "#app/lib/body-limits.ts";
import { firstErrorPerField } from "#app/lib/field-errors.ts";
import { ProfileForm } from "#app/lib/profile-rules.ts";
import { forgetEdgeCopies } from "#app/server/http/forget-edge-copies.server.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { clearedSessionCookie } from "#app/server/auth/session-cookie.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { deleteAccount } from "#app/server/profile/account-data.server.ts";
import { AVATAR_MAX_BYTES, makeAvatar } from "#app/server/profile/avatar-image.server.ts";
import { avatarKeyOf, pointProfileAtAvatar, storeAvatarFile } from "#app/server/profile/avatar-store.server.ts";
import { updateProfile } from "#app/server/profile/profile.server.ts";

export interface ProfileFormErrors {
  values: { username: string; fullName: string };
  errors: Partial<Record<"username" | "fullName" | "avatar" | "delete" | "form", string>>;
}

const TOO_LARGE = "Images must be 5 MB or smaller.";

export async function profileAction(request: Request, context: AppLoadContext) {
  // The Worker stops reading an upload over the limit and hands it on without its body.
  if (request.headers.has(BODY_TOO_LARGE_HEADER))
    return json<ProfileFormErrors>(
      { values: { username: "", fullName: "" }, errors: { avatar: TOO_LARGE } },
      { status: 413 },
    );
  const form = await readCheckedForm(request, context);
  const user = requireUser(context, request);
  const intent = form.get("intent");
  if (intent === "avatar") return uploadAvatar(context, user.id, form);
  if (intent === "delete-account") return removeAccount(context, user.id, form);
  return saveNames(context, user.id, form);
}

async function removeAccount(context: AppLoadContext, userId: string, form: FormData) {
  if (form.get("confirm") !== "delete")
    return json<ProfileFormErrors>(
      {
        values: { username: "", fullName: "" },
        errors: { delete: "Tick the box to confirm that you want to delete your account." },
      },
      { status: 400 },
    );
  const avatarKey = await deleteAccount(context.db(), userId);
  if (avatarKey) await context.env.AVATARS.delete(avatarKey);
  return redirect("/?notice=account-deleted", {
    headers: { "Set-Cookie": clearedSessionCookie(context.env.SITE_URL) },
  });
}

async function saveNames(context: AppLoadContext, userId: string, form: FormData) {
  const values = { username: String(form.get("username") ?? ""), fullName: String(form.get("fullName") ?? "") };
  const failed = (errors: ProfileFormErrors["errors"], status: number) =>
    json<ProfileFormErrors>({ values, errors }, { status });
  const parsed = ProfileForm.safeParse(values);
  if (!parsed.success) return failed(firstErrorPerField<"username" | "fullName">(parsed.error.issues), 400);
  try {
    const saved = await updateProfile(context.db(), userId, parsed.data);
    if (!saved.ok) return failed({ username: saved.error }, 409);
  } catch (error) {
    console.error("profile update", error);
    return failed({ form: "Error updating profile" }, 503);
  }
  return redirect("/profile?notice=profile-updated");
}

async function uploadAvatar(context: AppLoadContext, userId: string, form: FormData) {
  const failed = (avatar: string, status: number) =>
    json<ProfileFormErrors>({ values: { username: "", fullName: "" }, errors: { avatar } }, { status });
  const file = form.get("avatar");
  if (!(file instanceof File) || file.size === 0) return failed("You must select an image to upload.", 400);
  if (file.size > AVATAR_MAX_BYTES) return failed(TOO_LARGE, 413);
  const avatar = await makeAvatar(new Uint8Array(await file.arrayBuffer()));
  if (!avatar.ok) return failed(avatar.error, 400);
  let url: string;
  try {
    url = await storeAvatarFile(context.env.AVATARS, userId, avatar.webp);
  } catch (error) {
    console.error("avatar upload", error);
    return failed("Error uploading avatar", 503);
  }
  let replaced: string | null;
  try {
    replaced = await pointProfileAtAvatar(context.db(), userId, url);
  } catch (error) {
    console.error("profile update with avatar", error);
    await removeAvatarFile(context, url);
    return failed("Error updating profile with avatar", 503);
  }
  if (replaced && avatarKeyOf(replaced))
    await Promise.all([
      removeAvatarFile(context, replaced),
      forgetEdgeCopies(new URL(context.env.SITE_URL).origin, [replaced]),
    ]);
  return redirect("/profile?notice=avatar-updated");
}

/** Removes an avatar file of ours; a failure leaves an unreferenced file behind, so it is only logged. */
async function removeAvatarFile(context: AppLoadContext, url: string) {
  const key = avatarKeyOf(url);
  if (!key) return;
  try {
    await context.env.AVATARS.delete(key);
  } catch (error) {
    console.error("avatar removal", error);
  }
}
