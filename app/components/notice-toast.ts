import { toast } from "#app/components/toasts.tsx";
import { NOTICES, type NoticeKey } from "#app/lib/notices.ts";

/** Shows a notice as a toast: red for errors, green otherwise. */
export function toastNotice(key: NoticeKey): void {
  const { tone, title, description } = NOTICES[key];
  (tone === "error" ? toast.error : toast.success)(title, description ? { description } : undefined);
}
