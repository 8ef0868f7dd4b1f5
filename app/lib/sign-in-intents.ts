// The value of each sign-in form's `intent` button: a link mailed to an address, or Google.
export const SIGN_IN_INTENTS = { email: "email", google: "google" } as const;
