// Where a contact message stands in the admin inbox.

export const CONTACT_MESSAGE_STATUSES = ["open", "handled", "spam"] as const;
export type ContactMessageStatus = (typeof CONTACT_MESSAGE_STATUSES)[number];

export const CONTACT_MESSAGE_STATUS_LABELS: Record<ContactMessageStatus, string> = {
  open: "Open",
  handled: "Handled",
  spam: "Spam",
};
