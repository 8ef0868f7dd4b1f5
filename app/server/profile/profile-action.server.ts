// The profile page's forms, for the signed-in user's own profile only: the name fields, the avatar
// upload (an image of at most 5 MB, re-encoded before it is stored) and the account deletion.
import { data, redirect, type AppLoadContext } from "react-router";
import { BODY_TOO_LARGE_HEADER } from "#app/lib/body-limits.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import { AVATAR_TOO_LARGE, PROFILE_INTENTS, type ProfileIntent } from "#app/lib/profile-form.ts";
import {
  AvatarForm,
  DeleteAccountForm,
  ProfileForm,
  type ProfileField,
  type ProfileResult,
} from "#app/lib/profile-rules.ts";
import { forgetEdgeCopies } from "#app/server/http/forget-edge-copies.server.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { clearedSessionCookie } from "#app/server/auth/session-cookie.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { deleteAccount } from "#app/server/profile/account-data.server.ts";
import { imageUploadRefusal } from "#app/server/images/upload-limit.server.ts";
import { AVATAR_MAX_BYTES, makeAvatar } from "#app/server/profile/avatar-image.server.ts";
import { avatarKeyOf, pointProfileAtAvatar, storeAvatarFile } from "#app/server/profile/avatar-store.server.ts";
import { updateProfile } from "#app/server/profile/profile.server.ts";
import { watchSettingsAction } from "#app/server/watching/watch-settings-action.server.ts";
import { priceAlertAction } from "#app/server/price-alerts/price-alert-action.server.ts";

type Problems = {
  values?: Partial<Record<ProfileField, string>>;
  fieldErrors?: Partial<Record<ProfileField, string>>;
  formError?: string;
};

/** A form of the page refused: the page shows it again, with what was typed and what is wrong. */
const refused = (intent: ProfileIntent, status: number, { values = {}, ...problems }: Problems) =>
  data<ProfileResult>({ ...formFailure(values, problems), intent }, { status });

export async function profileAction(context: AppLoadContext, request: Request) {
  // The Worker stops reading an upload over the limit and hands it on without its body.
  if (request.headers.has(BODY_TOO_LARGE_HEADER))
    return refused(PROFILE_INTENTS.uploadAvatar, 413, { fieldErrors: { avatar: AVATAR_TOO_LARGE } });
  const form = await readCheckedForm(request, context);
  const user = requireUser(context, request);
  const watchForm = await watchSettingsAction(context, user.id, form);
  if (watchForm) return watchForm;
  const alertForm = await priceAlertAction(context, user.id, form);
  if (alertForm) return alertForm;
  // The name fields' form was once the page's only one, and is still the one without an intent.
  switch (form.get("intent") ?? PROFILE_INTENTS.updateProfile) {
    case PROFILE_INTENTS.updateProfile:
      return saveNames(context, user.id, form);
    case PROFILE_INTENTS.uploadAvatar:
      return uploadAvatar(context, user.id, form);
    case PROFILE_INTENTS.deleteAccount:
      return removeAccount(context, user.id, form);
    default:
      throw badRequest("Unknown profile action.");
  }
}

async function saveNames(context: AppLoadContext, userId: string, form: FormData) {
  const intent = PROFILE_INTENTS.updateProfile;
  const parsed = parseForm(form, ProfileForm);
  const { values } = parsed;
  if (!parsed.ok) return refused(intent, 400, { values, fieldErrors: parsed.fieldErrors });
  try {
    const saved = await updateProfile(context.db(), userId, parsed.data);
    if (!saved.ok) return refused(intent, 409, { values, fieldErrors: { username: saved.error } });
  } catch (error) {
    console.error("profile update", error);
    return refused(intent, 503, { values, formError: "Error updating profile" });
  }
  return redirect("/profile?notice=profile-updated");
}

async function uploadAvatar(context: AppLoadContext, userId: string, form: FormData) {
  const failed = (avatar: string, status: number) =>
    refused(PROFILE_INTENTS.uploadAvatar, status, { fieldErrors: { avatar } });
  const parsed = parseForm(form, AvatarForm);
  if (!parsed.ok) return failed(parsed.fieldErrors.avatar!, 400);
  const file = parsed.data.avatar;
  if (file.size > AVATAR_MAX_BYTES) return failed(AVATAR_TOO_LARGE, 413);
  const limited = await imageUploadRefusal(context.db(), userId);
  if (limited) return failed(limited, 429);
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
      forgetEdgeCopies(new URL(context.env.SITE_URL).origin, context.env.SITE_URL, [replaced]),
    ]);
  return redirect("/profile?notice=avatar-updated");
}

async function removeAccount(context: AppLoadContext, userId: string, form: FormData) {
  const parsed = parseForm(form, DeleteAccountForm);
  if (!parsed.ok) return refused(PROFILE_INTENTS.deleteAccount, 400, { fieldErrors: parsed.fieldErrors });
  const avatarKey = await deleteAccount(context.db(), userId);
  if (avatarKey) await context.env.AVATARS.delete(avatarKey);
  return redirect("/?notice=account-deleted", {
    headers: { "Set-Cookie": clearedSessionCookie(context.env.SITE_URL) },
  });
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
