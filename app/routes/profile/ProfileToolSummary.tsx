import { Link } from "#app/components/Link.tsx";
import type { ReactNode } from "react";

/** A tool's name (linking to its page) and description, as the profile's tool lists show it. */
export function ProfileToolSummary({
  tool,
  children,
}: {
  tool: { slug: string; name: string; description: string | null };
  children?: ReactNode;
}) {
  return (
    <div className="min-w-0 flex-1">
      <h2 className="break-words font-semibold text-slate-900">
        <Link to={`/tool/${tool.slug}`} className="focus-ring rounded hover:underline">
          {tool.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-600">{tool.description}</p>
      {children}
    </div>
  );
}
