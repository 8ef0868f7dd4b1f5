// The Edit Profile form: validates, then saves the signed-in user's own profile.
import { json, redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { ProfileForm } from "~/lib/profile-rules";
import { readCheckedForm } from "../security/checked-form.server.ts";
import { updateProfile } from "./profile.ts";

export interface ProfileFormErrors {
  values: { username: string; fullName: string };
  errors: Partial<Record<"username" | "fullName" | "form", string>>;
}

export async function profileAction(request: Request, context: AppLoadContext) {
  const form = await readCheckedForm(request, context);
  if (!context.user) throw redirect("/sign-in");
  const values = { username: String(form.get("username") ?? ""), fullName: String(form.get("fullName") ?? "") };
  const parsed = ProfileForm.safeParse(values);
  if (!parsed.success) {
    const errors: ProfileFormErrors["errors"] = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] === "fullName" ? "fullName" : "username";
      errors[field] ??= issue.message;
    }
    return json<ProfileFormErrors>({ values, errors }, { status: 400 });
  }
  try {
    const saved = await updateProfile(context.db(), context.user.id, parsed.data);
    if (!saved.ok) return json<ProfileFormErrors>({ values, errors: { username: saved.error } }, { status: 409 });
  } catch (error) {
    console.error("profile update", error);
    return json<ProfileFormErrors>({ values, errors: { form: "Error updating profile" } }, { status: 503 });
  }
  return redirect("/profile?notice=profile-updated");
}
