import { shareLinks } from "#app/lib/share-links.ts";

export function ShareButtons({ url, title }: { url: string; title: string }) {
  return (
    <section aria-labelledby="share-heading">
      <h2 id="share-heading" className="text-lg font-semibold text-slate-900">
        Share
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {shareLinks(url, title).map((link) => (
          <li key={link.network}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              data-network={link.network}
              className="focus-ring inline-block rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:border-slate-500 hover:text-slate-950"
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
