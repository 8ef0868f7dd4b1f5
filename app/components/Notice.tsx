import { useEffect, useState } from "react";
import { toast } from "sonner";
import { NOTICES, type NoticeKey } from "~/lib/notices";

/**
 * Shows a redirect's notice inline, as the server renders it; once JavaScript runs, the inline
 * message gives way to a toast.
 */
export function Notice({ notice }: { notice: NoticeKey | null }) {
  const [asToast, setAsToast] = useState(false);
  useEffect(() => {
    if (!notice) return;
    toast.error(NOTICES[notice].title, { description: NOTICES[notice].description });
    setAsToast(true);
  }, [notice]);
  if (!notice || asToast) return null;
  return (
    <div role="alert" className="mb-6 rounded-md border border-red-200 bg-red-50 px-4 py-3 text-red-900">
      <p className="font-semibold">{NOTICES[notice].title}</p>
      <p>{NOTICES[notice].description}</p>
    </div>
  );
}
