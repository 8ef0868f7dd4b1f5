import { Icon } from "#app/components/ui/Icon.tsx";

/** The blog feed's link; a plain anchor, since the browser opens or downloads the XML itself. */
export function RssLink({ children }: { children: string }) {
  return (
    <a
      href="/rss.xml"
      className="focus-ring inline-flex items-center gap-2 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-bitcoin"
    >
      <Icon name="rss" className="h-4 w-4 text-orange-700" />
      {children}
    </a>
  );
}
