import { Link } from "#app/components/Link.tsx";

/** The way back from an admin page to the list or page it was opened from: "← {children}". */
export function BackLink({ to, children }: { to: string; children: string }) {
  return (
    <Link to={to} className="focus-ring rounded text-sm font-medium text-bitcoin-dark hover:underline">
      {`← ${children}`}
    </Link>
  );
}
