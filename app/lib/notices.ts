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
  "tool-website-images-fetched": { tone: "success", title: "Website looked at", description: "" },
  "newsletter-subscribed": { tone: "success", title: "Thanks for subscribing!", description: "" },
  "newsletter-subscribed-hero": {
    tone: "success",
    title: "Thanks for subscribing! Check your email for confirmation.",
    description: "",
  },
  "tools-published": { tone: "success", title: "Selected tools published", description: "" },
  "tools-published-some-skipped": {
    tone: "success",
    title: "Selected tools published",
    description: "Some were skipped: their status does not allow publishing.",
  },
  "tools-not-published": {
    tone: "error",
    title: "No tools published",
    description: "The status of the selected tools does not allow publishing.",
  },
  "tools-archived": { tone: "success", title: "Selected tools archived", description: "" },
  "tools-archived-some-skipped": {
    tone: "success",
    title: "Selected tools archived",
    description: "Some were skipped: their status does not allow archiving.",
  },
  "tools-not-archived": {
    tone: "error",
    title: "No tools archived",
    description: "The status of the selected tools does not allow archiving.",
  },
  "tools-featured": { tone: "success", title: "Selected tools featured", description: "" },
  "tools-featured-some-skipped": {
    tone: "success",
    title: "Selected tools featured",
    description: "Some were skipped: pending and rejected tools are not featured.",
  },
  "tools-not-featured": {
    tone: "error",
    title: "No tools featured",
    description: "Pending and rejected tools are not featured.",
  },
  "tools-unfeatured": { tone: "success", title: "Selected tools unfeatured", description: "" },
  "category-created": { tone: "success", title: "Category created", description: "" },
  "category-saved": { tone: "success", title: "Category saved", description: "" },
  "category-deleted": { tone: "success", title: "Category deleted", description: "" },
  "user-made-admin": { tone: "success", title: "User is now an admin", description: "" },
  "user-admin-revoked": { tone: "success", title: "Admin role revoked", description: "" },
  "user-blocked": {
    tone: "success",
    title: "User blocked",
    description: "Their sessions have ended and they cannot sign in.",
  },
  "user-unblocked": { tone: "success", title: "User unblocked", description: "" },
  "user-deleted": { tone: "success", title: "User deleted", description: "" },
  "subscriber-unsubscribed": { tone: "success", title: "Address unsubscribed", description: "" },
  "tag-renamed": { tone: "success", title: "Tag renamed", description: "" },
  "tag-merged": { tone: "success", title: "Tags merged", description: "The tools of both tags now carry this one." },
  "tag-deleted": { tone: "success", title: "Tag deleted", description: "" },
  "submission-published": {
    tone: "success",
    title: "Tool published",
    description: "The submitter has been sent its link.",
  },
  "submission-scheduled": {
    tone: "success",
    title: "Publication scheduled",
    description: "The submitter has been told the date it goes live.",
  },
  "submission-rejected": {
    tone: "success",
    title: "Submission rejected",
    description: "The submitter has been sent the reason.",
  },
  "submission-decided-unmailed": {
    tone: "error",
    title: "Decision saved, but the submitter was not told",
    description: "No mail reached the submitter. The decision stands; tell them another way.",
  },
  "post-created": { tone: "success", title: "Post created", description: "It stays a draft until you publish it." },
  "post-saved": { tone: "success", title: "Post saved", description: "" },
  "post-published": { tone: "success", title: "Post published", description: "It is live on the blog now." },
  "post-unpublished": { tone: "success", title: "Post unpublished", description: "It is a draft again." },
  "post-scheduled": {
    tone: "success",
    title: "Post scheduled",
    description: "It goes live within a minute of its time.",
  },
  "post-deleted": { tone: "success", title: "Post deleted", description: "It is gone for good; its history stays." },
  "revision-restored": {
    tone: "success",
    title: "Revision restored",
    description: "It is saved as a new revision; the one it replaced stays in the list.",
  },
  "draft-discarded": { tone: "success", title: "Draft discarded", description: "" },
  "post-image-uploaded": { tone: "success", title: "Featured image uploaded", description: "" },
  "post-image-removed": { tone: "success", title: "Featured image removed", description: "" },
  "post-image-described": { tone: "success", title: "Alt text saved", description: "" },
  "media-uploaded": { tone: "success", title: "Image uploaded", description: "Insert it into a post from the list." },
  "media-deleted": { tone: "success", title: "Image deleted", description: "" },
  "blog-category-created": { tone: "success", title: "Blog category created", description: "" },
  "blog-category-saved": { tone: "success", title: "Blog category saved", description: "" },
  "blog-category-deleted": { tone: "success", title: "Blog category deleted", description: "" },
  "tool-created": { tone: "success", title: "Tool created", description: "It stays a draft until you publish it." },
  "tool-saved": { tone: "success", title: "Tool saved", description: "" },
  "saved-merged": {
    tone: "success",
    title: "Saved with a newer change kept",
    description:
      "Someone saved this after you opened it. Your changes are saved, and theirs to the fields you left alone are kept.",
  },
  "tool-published": { tone: "success", title: "Tool published", description: "It is live on the site now." },
  "tool-unpublished": { tone: "success", title: "Tool unpublished", description: "It is a draft again." },
  "tool-scheduled": {
    tone: "success",
    title: "Publication scheduled",
    description: "The tool goes live at the time you chose.",
  },
  "tool-archived": { tone: "success", title: "Tool archived", description: "It no longer shows on the site." },
  "tool-restored": {
    tone: "success",
    title: "Tool restored",
    description: "It has the status it had before it was archived.",
  },
  "tool-deleted": { tone: "success", title: "Tool deleted", description: "It is gone for good; its history stays." },
  "etf-saved": { tone: "success", title: "ETF saved", description: "The ETF page shows the new figures." },
  "etf-figures-saved": { tone: "success", title: "Figures date saved", description: "The ETF page shows it." },
  "etf-refreshed": { tone: "success", title: "ETF quotes refreshed", description: "" },
  "etf-refresh-started": {
    tone: "success",
    title: "Refresh started",
    description: "The quotes come one second apart; reload this page in a minute to see them.",
  },
  "etf-refresh-failed": {
    tone: "error",
    title: "No quotes came back",
    description: "The stored figures stay. The last result per ticker says why.",
  },
  "etf-refresh-fresh": {
    tone: "error",
    title: "Not refreshed",
    description: "The last refresh is less than an hour old, or one is still running.",
  },
  "etf-refresh-budget-spent": {
    tone: "error",
    title: "Not refreshed: today's budget is spent",
    description: "Another refresh would pass the key's daily limit. The budget starts again at 00:00 UTC.",
  },
  "etf-refresh-unavailable": {
    tone: "error",
    title: "Not refreshed: no Alpha Vantage key",
    description: "Set ALPHAVANTAGE_API_KEY to fetch quotes. Until then the page shows the stored figures.",
  },
  "message-handled": { tone: "success", title: "Message marked handled", description: "" },
  "message-spam": { tone: "success", title: "Message marked as spam", description: "" },
  "message-reopened": { tone: "success", title: "Message reopened", description: "" },
  "messages-handled": { tone: "success", title: "Selected messages marked handled", description: "" },
  "messages-spam": { tone: "success", title: "Selected messages marked as spam", description: "" },
  "report-resolved": {
    tone: "success",
    title: "Report resolved",
    description: "A reporter who left an address is told.",
  },
  "report-resolved-unmailed": {
    tone: "error",
    title: "Report resolved, but the reporter was not told",
    description: "No mail reached the reporter. The resolution stands.",
  },
  "report-dismissed": { tone: "success", title: "Report dismissed", description: "" },
  "reports-dismissed": { tone: "success", title: "Selected reports dismissed", description: "" },
  "review-closed": { tone: "success", title: "Review marked as reviewed", description: "" },
  "review-already-closed": { tone: "success", title: "That review was already closed", description: "" },
  "glossary-term-created": { tone: "success", title: "Term created", description: "" },
  "glossary-term-saved": { tone: "success", title: "Term saved", description: "" },
  "glossary-term-deleted": { tone: "success", title: "Term deleted", description: "" },
  "learning-resource-created": { tone: "success", title: "Resource added", description: "" },
  "learning-resource-saved": { tone: "success", title: "Resource saved", description: "" },
  "learning-resource-moved": { tone: "success", title: "Order saved", description: "" },
  "learning-resource-deleted": { tone: "success", title: "Resource deleted", description: "" },
  "notification-settings-saved": { tone: "success", title: "Notification settings saved", description: "" },
  "sign-in-to-watch": {
    tone: "error",
    title: "Authentication required",
    description: "Please sign in to watch tools",
  },
  "watch-added": {
    tone: "success",
    title: "Watching for changes",
    description: "We will e-mail you when its lifecycle, website, facts or latest release change.",
  },
  "watch-removed": { tone: "success", title: "No longer watching", description: "No more e-mails about this tool." },
  "watch-failed": { tone: "error", title: "Error", description: "There was an error updating your watch." },
  "watch-frequency-saved": { tone: "success", title: "Watch e-mails saved", description: "" },
  "price-alert-set": {
    tone: "success",
    title: "Price alert set",
    description: "We will e-mail you once when the price reaches it.",
  },
  "price-alert-deleted": { tone: "success", title: "Price alert deleted", description: "" },
  "price-alert-rearmed": {
    tone: "success",
    title: "Price alert re-armed",
    description: "We will e-mail you again the next time the price crosses it.",
  },
  "price-alert-rearm-limited": {
    tone: "error",
    title: "Not re-armed",
    description: "You have re-armed 10 alerts in the last hour. Try again in an hour.",
  },
} as const;

export type NoticeKey = keyof typeof NOTICES;

/**
 * A notice as pages show it. The server resolves the key, so the table of every notice's words
 * never ships to the browser.
 */
export interface NoticeMessage {
  key: NoticeKey;
  tone: "error" | "success";
  title: string;
  description: string;
}

export function noticeMessage(key: NoticeKey): NoticeMessage {
  return { key, ...NOTICES[key] };
}

export function noticeFrom(params: URLSearchParams): NoticeKey | null {
  const key = params.get("notice");
  return key && key in NOTICES ? (key as NoticeKey) : null;
}
