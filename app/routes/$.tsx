import { data, type HeadersFunction, type MetaFunction } from "react-router";
import { NotFound } from "#app/components/NotFound.tsx";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";

// Any path no other route matches: the not-found page, with status 404.
export function loader() {
  return data(null, { status: 404, headers: { "Cache-Control": PUBLIC_PAGE } });
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction = ({ matches }) => {
  const root = matches.find((m) => m.id === "root")?.data as { siteName?: string } | undefined;
  return [{ title: `Page Not Found | ${root?.siteName ?? ""}` }, { name: "robots", content: "noindex" }];
};

export default function UnknownPage() {
  return <NotFound />;
}
