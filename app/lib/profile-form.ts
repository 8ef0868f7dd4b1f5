// What the profile page's forms share with the server besides the rules (profile-rules.ts, which the
// browser does not load): each form's `intent`, the full name's limit, and the name shown.
export const PROFILE_INTENTS = {
  updateProfile: "update-profile",
  uploadAvatar: "avatar",
  deleteAccount: "delete-account",
} as const;

export type ProfileIntent = (typeof PROFILE_INTENTS)[keyof typeof PROFILE_INTENTS];

export const FULL_NAME_MAX = 100;

/** The author-name rule, for profiles too: full name, else username, else 'Anonymous'. */
export const displayName = (profile: { fullName: string | null; username: string | null }) =>
  profile.fullName || profile.username || "Anonymous";
