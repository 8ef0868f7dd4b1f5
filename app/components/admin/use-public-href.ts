import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "#app/root.tsx";

/**
 * Links from the admin portal to the public site. On the admin host every path is the portal's,
 * so a public page is addressed on the host without the prefix ("/" locally).
 */
export function usePublicHref(): (path: string) => string {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const base = (root?.mainSiteHref ?? "/").replace(/\/$/, "");
  return (path) => `${base}${path}`;
}
