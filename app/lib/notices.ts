// Messages carried across a redirect in the URL (?notice=...), shown as a toast with JavaScript
// and inline without it. Only these keys exist, so a URL cannot inject text.
export const NOTICES = {
  "invalid-category": {
    tone: "error",
    title: "Invalid Category",
    description: "The requested category could not be found.",
  },
  "invalid-tag": { tone: "error", title: "Invalid Tag", description: "The requested tag could not be found." },
  "signed-out": { tone: "success", title: "Signed out successfully", description: "" },
  "session-expired": {
    tone: "error",
    title: "Session expired",
    description: "Your session has expired. Please sign in again.",
  },
  "sign-out-failed": { tone: "error", title: "Error signing out", description: "" },
  "sign-in-to-bookmark": {
    tone: "error",
    title: "Authentication required",
    description: "Please sign in to bookmark tools",
  },
  "bookmark-added": { tone: "success", title: "Bookmark added", description: "Tool has been added to your bookmarks" },
  "bookmark-removed": {
    tone: "success",
    title: "Bookmark removed",
    description: "Tool has been removed from your bookmarks",
  },
  "tool-submitted": {
    tone: "success",
    title: "Tool submitted",
    description: "Thank you! It is pending until an editor reviews it.",
  },
  "avatar-updated": { tone: "success", title: "Avatar updated successfully", description: "" },
  "account-deleted": {
    tone: "success",
    title: "Account deleted",
    description: "Your account and everything it held have been removed.",
  },
  "profile-updated": { tone: "success", title: "Profile updated successfully", description: "" },
  "bookmark-failed": { tone: "error", title: "Error", description: "There was an error updating your bookmark." },
  "tool-logo-uploaded": { tone: "success", title: "Logo uploaded", description: "" },
  "tool-logo-removed": { tone: "success", title: "Logo removed", description: "" },
  "tool-screenshot-uploaded": { tone: "success", title: "Screenshot uploaded", description: "" },
  "tool-screenshot-removed": { tone: "success", title: "Screenshot removed", description: "" },
  "newsletter-subscribed": { tone: "success", title: "Thanks for subscribing!", description: "" },
  "newsletter-subscribed-hero": {
    tone: "success",
    title: "Thanks for subscribing! Check your email for confirmation.",
    description: "",
  },
} as const;

export type NoticeKey = keyof typeof NOTICES;

export function noticeFrom(params: URLSearchParams): NoticeKey | null {
  const key = params.get("notice");
  return key && key in NOTICES ? (key as NoticeKey) : null;
}
