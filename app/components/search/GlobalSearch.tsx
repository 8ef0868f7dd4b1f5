import { useNavigate } from "@remix-run/react";
import { Loader2, Search, X } from "lucide-react";
import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import { storeHomeSearch } from "#app/lib/home-search.ts";
import type { SearchItem } from "#app/lib/search-items.ts";
import { MAX_SEARCH_LENGTH } from "#app/lib/search-ranking.ts";
import { SearchResultList } from "#app/components/search/SearchResultList.tsx";
import { useSearchResults } from "#app/components/search/useSearchResults.ts";

const LISTBOX_ID = "global-search-results";

/**
 * The floating search button and its dialog (also Ctrl/Cmd+K). Without JavaScript the button is
 * a link to /search. The query lives in session storage while the dialog is open, so a reload
 * brings the dialog back with it.
 */
export function GlobalSearch() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const { query, setQuery, items, status, activeItem, reset, restore, move } = useSearchResults();

  const open = useCallback(() => {
    dialogRef.current?.showModal();
    inputRef.current?.focus();
  }, []);

  const close = useCallback(() => {
    dialogRef.current?.close();
  }, []);

  // Reopen with a query kept from before a reload.
  useEffect(() => {
    if (restore()) open();
  }, [open, restore]);

  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if ((event.metaKey || event.ctrlKey) && event.key.toLowerCase() === "k") {
        event.preventDefault();
        open();
      } else if (event.key === "Escape" && dialogRef.current?.open) {
        // Chrome does not cancel a dialog reopened without a user gesture; close it ourselves.
        close();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, close]);

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
  return (
    <>
      <aside aria-label="Quick search">
        <a
          href="/search"
          onClick={(event) => {
            event.preventDefault();
            open();
          }}
          aria-label="Search"
          title="Search (Ctrl+K)"
          className="focus-ring fixed bottom-6 right-6 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-slate-900 text-white shadow-lg hover:bg-slate-700"
        >
          <Search aria-hidden="true" className="h-6 w-6" />
        </a>
      </aside>
      {/* A click on the backdrop closes the dialog; Escape closes it natively. */}
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions */}
      <dialog
        ref={dialogRef}
        aria-label="Search"
        onClose={reset}
        onClick={(event) => event.target === dialogRef.current && close()}
        className="mt-[10vh] max-h-[75vh] w-[calc(100%-2rem)] max-w-[550px] overflow-y-auto rounded-xl p-0 shadow-2xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 z-10 flex items-center gap-2 border-b border-slate-200 bg-white px-3">
          <Search aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
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
            <Loader2 aria-label="Searching" className="h-5 w-5 shrink-0 animate-spin text-slate-500" />
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
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          ) : null}
        </div>
        <div className="p-2" aria-live="polite">
          {query.trim() === "" ? (
            <p className="px-3 py-6 text-center text-sm text-slate-600">
              Type to search for tools, tags, or categories
            </p>
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
    </>
  );
}
