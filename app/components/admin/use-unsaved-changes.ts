import { useBlocker, useNavigation } from "react-router";
import { useEffect, useRef } from "react";

export const UNSAVED_CHANGES_QUESTION = "You have unsaved changes. Leave this page and lose them?";

/** The intent that only shows a preview: sending it saves nothing. */
const PREVIEW = "preview";

const belongsTo = (target: EventTarget | null, formId: string) =>
  (target as { form?: HTMLFormElement | null } | null)?.form?.id === formId;

/**
 * With JavaScript: leaving the page while the form `formId` holds changes not saved asks first,
 * for links within the site (React Router's navigation blocking) and for reloads, closing the tab or
 * going elsewhere (beforeunload). Typing makes the form unsaved; sending it (except for a preview)
 * makes it saved, and `unsaved` (a refused save, a conflict, a preview came back) makes it unsaved
 * again. A link marked `data-discards-edits` leaves without asking.
 */
export function useUnsavedChanges(formId: string, unsaved: boolean) {
  const dirty = useRef(unsaved);
  const { state } = useNavigation();
  useEffect(() => {
    dirty.current = unsaved;
  }, [unsaved]);
  // A save refused after another refused one leaves `unsaved` as it was: sending it made the form
  // saved, so the refusal's return makes it unsaved again.
  useEffect(() => {
    if (state === "idle" && unsaved) dirty.current = true;
  }, [state, unsaved]);

  useEffect(() => {
    const changed = (event: Event) => {
      if (belongsTo(event.target, formId)) dirty.current = true;
    };
    const submitted = (event: Event) => {
      const { submitter } = event as SubmitEvent;
      if ((event.target as HTMLElement).id === formId && submitter?.getAttribute("value") !== PREVIEW)
        dirty.current = false;
    };
    const discarded = (event: Event) => {
      if ((event.target as Element | null)?.closest?.("[data-discards-edits]")) dirty.current = false;
    };
    const leaving = (event: BeforeUnloadEvent) => {
      if (!dirty.current) return;
      event.preventDefault();
      event.returnValue = "";
    };
    // Captured, so the form is marked saved before React Router starts the submission's navigation.
    document.addEventListener("input", changed, true);
    document.addEventListener("change", changed, true);
    document.addEventListener("submit", submitted, true);
    document.addEventListener("click", discarded, true);
    window.addEventListener("beforeunload", leaving);
    return () => {
      document.removeEventListener("input", changed, true);
      document.removeEventListener("change", changed, true);
      document.removeEventListener("submit", submitted, true);
      document.removeEventListener("click", discarded, true);
      window.removeEventListener("beforeunload", leaving);
    };
  }, [formId]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty.current &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_QUESTION)) {
      dirty.current = false;
      blocker.proceed();
    } else blocker.reset();
  }, [blocker]);
}
