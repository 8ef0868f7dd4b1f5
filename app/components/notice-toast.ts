import { toast } from "#app/components/toasts.tsx";
import type { NoticeMessage } from "#app/lib/notices.ts";

/** Shows a notice as a toast: red for errors, green otherwise. */
export function toastNotice({ tone, title, description }: NoticeMessage): void {
  (tone === "error" ? toast.error : toast.success)(title, description ? { description } : undefined);
}
