import { Link } from "#app/components/Link.tsx";

export function SiteLogo({ siteName }: { siteName: string }) {
  return (
    <Link
      to="/"
      className="focus-ring flex min-w-0 shrink-0 items-center gap-2 rounded font-bold text-slate-900 lg:shrink"
      aria-label={`${siteName} home`}
    >
      <BitcoinMark size={32} className="shrink-0" />
      {/* From 768 to 1024 px the header's menus need the room: the mark alone. A long name is cut short. */}
      <span className="hidden truncate sm:inline md:hidden lg:inline">{siteName}</span>
    </Link>
  );
}

/** The orange Bitcoin mark, drawn rather than typed: the ₿ glyph is missing from many fonts. */
export function BitcoinMark({ size, className }: { size: number; className?: string }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" className={className}>
      <circle cx="16" cy="16" r="16" fill="#f7931a" />
      <path
        fill="#fff"
        d="M21.6 14.1c.3-2-1.2-3.1-3.3-3.8l.7-2.7-1.6-.4-.7 2.6-1.3-.3.7-2.6-1.6-.4-.7 2.7-1-.2-2.2-.6-.4 1.7s1.2.3 1.2.3c.7.2.8.6.8.9l-.8 3.1.2.1-.2-.1-1.1 4.4c-.1.2-.3.5-.8.4 0 0-1.2-.3-1.2-.3l-.8 1.8 2.1.5 1.1.3-.7 2.7 1.6.4.7-2.7 1.3.3-.7 2.7 1.6.4.7-2.7c2.8.5 4.9.3 5.8-2.2.7-2-.03-3.2-1.5-3.9 1.1-.3 1.9-1 2.1-2.5zm-3.7 5.2c-.5 2-3.9.9-5 .7l.9-3.6c1.1.3 4.6.8 4.1 2.9zm.5-5.2c-.5 1.8-3.3.9-4.2.7l.8-3.2c.9.2 3.8.7 3.4 2.5z"
      />
    </svg>
  );
}
