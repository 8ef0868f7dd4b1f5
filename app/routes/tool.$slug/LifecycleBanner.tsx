import { Link } from "#app/components/Link.tsx";
import { lifecycleSentence, type ToolLifecycle } from "#app/lib/tool-lifecycle.ts";

interface LifecycleBannerProps {
  name: string;
  lifecycle: ToolLifecycle;
  lifecycleDate: string | null;
  lifecycleSourceUrl: string | null;
  successor: { name: string; slug: string } | null;
}

/** A tool that is not active says so first, in words: since when, who says so, and what replaced it. */
export function LifecycleBanner({
  name,
  lifecycle,
  lifecycleDate,
  lifecycleSourceUrl,
  successor,
}: LifecycleBannerProps) {
  if (lifecycle === "active") return null;
  return (
    <section aria-labelledby="lifecycle-heading" className="rounded-lg border-2 border-amber-400 bg-amber-50 p-4">
      <h2 id="lifecycle-heading" className="text-lg font-semibold text-amber-950">
        {lifecycleSentence(lifecycle, lifecycleDate)}
      </h2>
      <p className="mt-1 text-amber-950">
        {lifecycle === "maintenance" || lifecycle === "sales_ended"
          ? `${name} is still usable, but no longer developed or sold as before.`
          : `${name} is no longer offered. Its page stays for reference.`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        {lifecycleSourceUrl ? (
          <li>
            <a
              href={lifecycleSourceUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="focus-ring rounded font-medium text-bitcoin-dark underline hover:no-underline"
            >
              Source
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
        ) : null}
        {successor ? (
          <li>
            Successor:{" "}
            <Link
              to={`/tool/${successor.slug}`}
              className="focus-ring rounded font-medium text-bitcoin-dark underline hover:no-underline"
            >
              {successor.name}
            </Link>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
