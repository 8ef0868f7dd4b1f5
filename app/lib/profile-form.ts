// What the profile page's forms share with the server besides the rules (profile-rules.ts, which the
// browser does not load): each form's `intent`, the full name's limit, and the name shown.
export const PROFILE_INTENTS = {
  updateProfile: "update-profile",
  uploadAvatar: "avatar",
  deleteAccount: "delete-account",
} as const;

export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS];

export const FULL_NAME_MAX = 100;

/** An avatar over AVATAR_MAX_BYTES (body-limits.ts). */
export const AVATAR_TOO_LARGE = "Images must be 5 MB or smaller.";

/** A name made from an address: its mailbox, without a +tag ("satoshi" for satoshi+news@example.com). */
export const nameFromAddress = (email: string) => email.slice(0, email.lastIndexOf("@")).split("+")[0] ?? "";

/** The name a profile shows: its own names, else one made from the account's address (never 'Anonymous'). */
export const profileName = (profile: { fullName: string | null; username: string | null }, email: string) =>
  profile.fullName || profile.username || nameFromAddress(email) || email;
