import { useLocation } from "react-router";
import { useEffect, useState } from "react";
import { toastNotice } from "#app/components/notice-toast.ts";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";
import type { NoticeMessage } from "#app/lib/notices.ts";

/**
 * Shows a redirect's notice inline, as the server renders it; once JavaScript runs, the inline
 * message gives way to a toast, and the notice leaves the address so a reload does not repeat it.
 * The address is replaced in the browser's history, not by a React Router navigation, which would load
 * every loader of the page a second time. React Router keeps its own copy of the location (with the
 * notice) until the next navigation; the notice's key keeps the toast from showing twice.
 */
export function Notice({ notice }: { notice: NoticeMessage | null }) {
  const [asToast, setAsToast] = useState(false);
  const location = useLocation();
  useEffect(() => {
    if (!notice) return;
    toastNotice(notice);
    setAsToast(true);
    const params = new URLSearchParams(location.search);
    if (!params.has("notice")) return;
    params.delete("notice");
    const search = params.toString();
    // The history entry keeps React Router's state (its key and index), so Back and Forward still work.
    window.history.replaceState(
      window.history.state,
      "",
      `${location.pathname}${search ? `?${search}` : ""}${location.hash}`,
    );
    // Once per notice and navigation: revalidations keep both, and so does the cleaned address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [notice?.key, location.key]);
  if (!notice || asToast) return null;
  const { tone, title, description } = notice;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6">
      <FormAlert tone={tone === "error" ? "error" : "success"} title={title}>
        {description ? <p>{description}</p> : null}
      </FormAlert>
    </div>
  );
}
