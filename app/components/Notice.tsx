import { useEffect, useState } from "react";
import { toastNotice } from "./notice-toast";
import { NOTICES, type NoticeKey } from "~/lib/notices";

/**
 * Shows a redirect's notice inline, as the server renders it; once JavaScript runs, the inline
 * message gives way to a toast.
 */
export function Notice({ notice }: { notice: NoticeKey | null }) {
  const [asToast, setAsToast] = useState(false);
  useEffect(() => {
    if (!notice) return;
    toastNotice(notice);
    setAsToast(true);
  }, [notice]);
  if (!notice || asToast) return null;
  const { tone, title, description } = NOTICES[notice];
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <div
        role={tone === "error" ? "alert" : "status"}
        className={`rounded-md px-4 py-3 ${tone === "error" ? "border border-red-200 bg-red-50 text-red-900" : "bg-green-50 text-green-900"}`}
      >
        <p className="font-semibold">{title}</p>
        {description ? <p>{description}</p> : null}
      </div>
    </div>
  );
}
