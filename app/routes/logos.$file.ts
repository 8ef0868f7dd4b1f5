import type { LoaderFunctionArgs } from "react-router";
import { lettermarkSvg } from "#app/lib/lettermark.ts";
import { PUBLIC_ASSET } from "#app/server/http/cache-control.server.ts";

const LOGO_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.svg$/;

/** /logos/{slug}.svg: the tool's generated lettermark. */
export function loader({ params }: LoaderFunctionArgs) {
  const match = LOGO_FILE.exec(params.file ?? "");
  if (!match) throw new Response("Not Found", { status: 404 });
  return new Response(lettermarkSvg(match[1]!), {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": PUBLIC_ASSET,
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
