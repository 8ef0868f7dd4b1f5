// What the sign-in page says about an authentication error. better-auth sends
// the visitor back with ?error=CODE; an expired or used link is INVALID_TOKEN.

export const MAGIC_LINK_SENT = "Magic link sent! Check your email for the login link.";

/** An address that has had its share of links for now: the newest one it was mailed still signs in. */
export const LINK_ALREADY_MAILED =
  "We have mailed several sign-in links to this address in the last few minutes. The newest one still works: look for it in your inbox (or spam folder).";

/** The sign-in page's note (spec: signing in also subscribes the person to the weekly newsletter). */
export const SIGN_IN_SUBSCRIBES =
  "Signing in also subscribes you to our weekly newsletter. Every issue has a one-click unsubscribe link.";

/** A blocked user opening a link mailed before the block (or coming back from Google). */
export const ACCOUNT_BLOCKED =
  "This account has been blocked, so it cannot sign in. Contact us if you think this is a mistake.";

export interface AuthErrorMessage {
  title: string;
  description: string;
}

export function authErrorMessage(error: string): AuthErrorMessage {
  const text = error.toLowerCase().replace(/_/g, " ");
  if (text === "account blocked") return { title: "Account blocked", description: ACCOUNT_BLOCKED };
  if (text.includes("invalid token") || text.includes("expired token"))
    return { title: "Session expired", description: "Your session has expired. Please sign in again." };
  if (text.includes("jwt"))
    return { title: "Authentication Error", description: "Authentication token issue. Please sign in again." };
  return { title: "Authentication Error", description: "An authentication error occurred" };
}
