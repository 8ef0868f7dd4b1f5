// The quick search's dialog, loaded the first time someone opens it (the floating button, Ctrl/Cmd+K,
// or a query kept from before a reload): most visits never search, so its code stays off the page.
import { useNavigate } from "react-router";
import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import { storeHomeSearch } from "#app/lib/home-search.ts";
import type { SearchItem } from "#app/lib/search-items.ts";
import { MAX_SEARCH_LENGTH } from "#app/lib/search-ranking.ts";
import { SearchResultList } from "#app/components/search/SearchResultList.tsx";
import { useSearchResults } from "#app/components/search/useSearchResults.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

const LISTBOX_ID = "global-search-results";

/**
 * The dialog, shown while `open`; `onClosed` tells the button when it closes (Escape, the backdrop,
 * a chosen result). On its first showing it takes up a query kept from before a reload.
 */
export default function SearchDialog({ open, onClosed }: { open: boolean; onClosed: () => void }) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { query, setQuery, items, status, activeItem, reset, restore, move } = useSearchResults();

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);

  useEffect(() => {
    restore();
  }, [restore]);

  useEffect(() => {
    if (!open || dialogRef.current?.open) return;
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  }, [open]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      // Chrome does not cancel a dialog reopened without a user gesture; close it ourselves.
      if (event.key === "Escape" && dialogRef.current?.open) close();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [close]);

  const choose = (item: SearchItem) => {
    close();
    navigate(item.href);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      move(event.key === "ArrowDown" ? 1 : -1);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const item = activeItem ?? items[0];
      if (item) choose(item);
    }
  };

  useEffect(() => {
    if (activeItem) document.getElementById(`option-${activeItem.key}`)?.scrollIntoView({ block: "nearest" });
  }, [activeItem]);
  // A click on the backdrop closes the dialog; Escape closes it natively.
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-label="Search"
      onClose={() => {
        reset();
        onClosed();
      }}
      onClick={(event) => event.target === dialogRef.current && close()}
      className="mt-[10vh] max-h-[75vh] w-[calc(100%-2rem)] max-w-[550px] overflow-y-auto rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
    >
      <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3">
        <Icon name="search" className="h-5 w-5 shrink-0 text-slate-500" />
        <input
          ref={inputRef}
          type="search"
          role="combobox"
          aria-label="Search tools, tags and categories"
          aria-expanded={items.length > 0}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={activeItem ? `option-${activeItem.key}` : undefined}
          value={query}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={onInputKeyDown}
          placeholder="Search tools, tags, categories..."
          className="h-14 w-full border-0 bg-transparent text-base text-slate-900 outline-none placeholder:text-slate-500"
        />
        {status === "loading" ? (
          <Icon name="loader-circle" aria-label="Searching" className="h-5 w-5 shrink-0 animate-spin text-slate-500" />
        ) : null}
        {query ? (
          <button
            type="button"
            onClick={() => {
              reset();
              inputRef.current?.focus();
            }}
            aria-label="Clear search"
            className="focus-ring rounded p-1 text-slate-500 hover:text-slate-900"
          >
            <Icon name="x" className="h-5 w-5" />
          </button>
        ) : null}
      </div>
      <div className="p-2" aria-live="polite">
        {query.trim() === "" ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600">Type to search for tools, tags, or categories</p>
        ) : status === "done" && items.length === 0 ? (
          <p className="px-3 py-6 text-center text-sm text-slate-600">No results found</p>
        ) : (
          <SearchResultList
            items={items}
            listboxId={LISTBOX_ID}
            activeKey={activeItem?.key ?? null}
            onChoose={choose}
          />
        )}
        {query.trim() !== "" ? (
          <button
            type="button"
            onClick={() => {
              storeHomeSearch(query);
              close();
              navigate("/");
            }}
            className="focus-ring mt-1 w-full rounded-md px-3 py-2 text-left text-sm font-medium text-orange-800 hover:bg-orange-50"
          >
            {`Show all tools matching "${query.trim()}"`}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
