// The rules of the profile page's forms, checked on the server: the name fields, the avatar upload
// and the account deletion. Usernames are 3 to 30 characters of a-z, 0-9 and underscore, unique
// regardless of case; full names are up to 100 characters. The page takes its intents and limits
// from profile-form.ts, without zod.
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";
import { FULL_NAME_MAX, type ProfileIntent } from "#app/lib/profile-form.ts";
import { singleLine } from "#app/lib/single-line-field.ts";

const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;

export const ProfileForm = z.object({
  /** Optional: empty keeps no username, so a person can save a full name alone. */
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine(
      (value) => value === "" || (value.length >= 3 && value.length <= 30),
      "Usernames are 3 to 30 characters long.",
    )
    .refine(
      (value) => value === "" || USERNAME_PATTERN.test(value),
      "Use only letters a-z, digits 0-9 and underscores.",
    )
    .transform((value) => value || null),
  fullName: singleLine(z.string().trim().max(FULL_NAME_MAX, `Full names are at most ${FULL_NAME_MAX} characters.`)),
});

export type ProfileInput = z.infer<typeof ProfileForm>;

const AVATAR_REQUIRED = "You must select an image to upload.";

/** The file itself; what it holds is checked on the server, which re-encodes it. */
export const AvatarForm = z.object({
  avatar: z.instanceof(File, { error: AVATAR_REQUIRED }).refine((file) => file.size > 0, AVATAR_REQUIRED),
});

export const DeleteAccountForm = z.object({
  confirm: z.literal("delete", { error: "Tick the box to confirm that you want to delete your account." }),
});

export type ProfileField =
  keyof z.input<typeof ProfileForm> | keyof z.input<typeof AvatarForm> | keyof z.input<typeof DeleteAccountForm>;

/** A failed form of the page (the others redirect with a notice), named by its intent. */
export type ProfileResult = FormFailure<ProfileField> & { intent: ProfileIntent };
