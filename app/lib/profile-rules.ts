// Profile fields (shared by the form and the server): usernames are 3 to 30 characters of a-z, 0-9
// and underscore, unique regardless of case; full names are up to 100 characters.
import { z } from "zod";

export const USERNAME_PATTERN = /^[a-z0-9_]{3,30}$/;
export const FULL_NAME_MAX = 100;

export const ProfileForm = z.object({
  username: z
    .string()
    .trim()
    .toLowerCase()
    .refine((value) => value.length >= 3 && value.length <= 30, "Usernames are 3 to 30 characters long.")
    .refine((value) => USERNAME_PATTERN.test(value), "Use only letters a-z, digits 0-9 and underscores."),
  fullName: z.string().trim().max(FULL_NAME_MAX, `Full names are at most ${FULL_NAME_MAX} characters.`),
});

export type ProfileInput = z.infer<typeof ProfileForm>;

/** The author-name rule, for profiles too: full name, else username, else 'Anonymous'. */
export const displayName = (profile: { fullName: string | null; username: string | null }) =>
  profile.fullName || profile.username || "Anonymous";
