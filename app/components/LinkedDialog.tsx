import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { useHydrated } from "#app/components/use-hydrated.ts";

/**
 * A dialog that works without JavaScript: its trigger and close button are links (to a URL that
 * opens it, and back), and the server renders its content in the page when the URL says it is
 * open. With JavaScript the links open and close it as a modal <dialog> instead.
 */
export function useLinkedDialog(openOnLoad: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const hydrated = useHydrated();
  // The server's word wins when it changes: open after a failed submission, closed after success.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!hydrated || !dialog) return;
    if (openOnLoad && !dialog.open) dialog.showModal();
    if (!openOnLoad && dialog.open) dialog.close();
  }, [hydrated, openOnLoad]);
  const open = (event: MouseEvent) => {
    event.preventDefault();
    dialogRef.current?.showModal();
  };
  const close = (event: MouseEvent) => {
    event.preventDefault();
    dialogRef.current?.close();
  };
  return {
    dialogRef,
    hydrated,
    /** onClick for the trigger link and the close link (undefined before hydration). */
    onOpen: hydrated ? open : undefined,
    onClose: hydrated ? close : undefined,
    close: () => dialogRef.current?.close(),
  };
}

export function LinkedDialog({
  dialog,
  openOnLoad,
  titleId,
  children,
}: {
  dialog: ReturnType<typeof useLinkedDialog>;
  openOnLoad: boolean;
  titleId: string;
  children: ReactNode;
}) {
  // Before hydration (and without JavaScript) an open dialog sits in the page; once hydrated the
  // same element becomes modal, so what was typed or chosen before hydration stays.
  const inPage = !dialog.hydrated;
  if (inPage && !openOnLoad) return null;
  return (
    <dialog
      ref={dialog.dialogRef}
      open={inPage || undefined}
      aria-labelledby={titleId}
      className={
        inPage
          ? "static mt-8 block w-full rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
          : "w-full max-w-lg rounded-xl p-6 shadow-xl backdrop:bg-slate-900/50"
      }
    >
      {children}
    </dialog>
  );
}
