import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { KEPT_QUERY_KEY } from "#app/lib/kept-search-query.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

const loadDialog = () => import("#app/components/search/SearchDialog.tsx");
const SearchDialog = lazy(loadDialog);

/**
 * The header's search button and its dialog (also Ctrl/Cmd+K). Without JavaScript the button is
 * a link to /search. The dialog's code loads when it is first opened (and starts loading when the
 * pointer or focus reaches the button); a query kept from before a reload opens it again.
 */
export function GlobalSearch() {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  const show = useCallback(() => {
    setMounted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    if (sessionStorage.getItem(KEPT_QUERY_KEY)) show();
  }, [show]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        show();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [show]);

  return (
    <>
      <a
        href="/search"
        onClick={(event) => {
          event.preventDefault();
          show();
        }}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        aria-label="Search"
        title="Search (Ctrl+K)"
        className="search-button"
      >
        <Icon name="search" className="h-6 w-6" />
      </a>
      {mounted ? (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClosed={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
