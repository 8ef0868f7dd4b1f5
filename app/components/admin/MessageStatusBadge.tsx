import { CONTACT_MESSAGE_STATUS_LABELS, type ContactMessageStatus } from "#app/lib/contact-message-status.ts";

const BADGE: Record<ContactMessageStatus, string> = {
  open: "bg-amber-100 text-amber-900",
  handled: "bg-green-100 text-green-900",
  spam: "bg-slate-200 text-slate-700",
};

/** A contact message's status, as the inbox and the message's page show it. */
export function MessageStatusBadge({ status }: { status: ContactMessageStatus }) {
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${BADGE[status]}`} data-testid="message-status">
      {CONTACT_MESSAGE_STATUS_LABELS[status]}
    </span>
  );
}
