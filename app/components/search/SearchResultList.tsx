import { Link } from "#app/components/Link.tsx";
import { SEARCH_GROUPS, type SearchItem } from "#app/lib/search-items.ts";

/**
 * Results grouped under Tools, Tags and Categories. In the dialog the list is a listbox whose
 * active option follows the keyboard; on /search it is plain links.
 */
export function SearchResultList({
  items,
  listboxId,
  activeKey,
  onChoose,
}: {
  items: SearchItem[];
  listboxId?: string;
  activeKey?: string | null;
  /** Called when an option is clicked (dialog only). */
  onChoose?: (item: SearchItem) => void;
}) {
  const asListbox = listboxId !== undefined;
  return (
    <div id={listboxId} role={asListbox ? "listbox" : undefined} aria-label={asListbox ? "Search results" : undefined}>
      {SEARCH_GROUPS.map((group) => {
        const inGroup = items.filter((item) => item.group === group);
        if (inGroup.length === 0) return null;
        const groupId = `${listboxId ?? "search"}-${group.toLowerCase()}`;
        return (
          <div key={group} role="group" aria-labelledby={groupId} className="py-2">
            {asListbox ? (
              <div id={groupId} className="px-3 pb-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
                {group}
              </div>
            ) : (
              <h2 id={groupId} className="px-3 pb-1 text-sm font-semibold uppercase tracking-wide text-slate-600">
                {group}
              </h2>
            )}
            <ul role={asListbox ? "presentation" : undefined}>
              {inGroup.map((item) => {
                const active = item.key === activeKey;
                const content = (
                  <>
                    {item.logoUrl ? (
                      <img
                        src={item.logoUrl}
                        alt=""
                        width={32}
                        height={32}
                        className="h-8 w-8 shrink-0 rounded-md object-contain"
                      />
                    ) : null}
                    <span className="min-w-0">
                      <span className="block truncate font-medium text-slate-900">{item.label}</span>
                      {item.detail ? (
                        <span className="block truncate text-sm text-slate-600">{item.detail}</span>
                      ) : null}
                    </span>
                  </>
                );
                const rowClass = `flex items-center gap-3 rounded-md px-3 py-2 ${active ? "bg-slate-100" : "hover:bg-slate-50"}`;
                if (!asListbox) {
                  return (
                    <li key={item.key}>
                      <Link to={item.href} className={`focus-ring ${rowClass}`}>
                        {content}
                      </Link>
                    </li>
                  );
                }
                // Options hold no links (controls must not nest); the combobox handles the keyboard.
                return (
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={item.key}
                    id={`option-${item.key}`}
                    role="option"
                    aria-selected={active}
                    onClick={() => onChoose?.(item)}
                    className={`cursor-pointer ${rowClass}`}
                  >
                    {content}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
