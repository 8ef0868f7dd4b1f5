import type { EntryContext } from "@remix-run/cloudflare";
import { sentInMarkupOf } from "#app/lib/sent-in-markup.ts";

// Remix writes the hydration data as JSON with these characters escaped, so that no string in it
// can close the <script> it sits in (server-runtime's markup.js); a rewritten copy must do the same.
const ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};
const escapeForScript = (json: string) => json.replace(/[&><\u2028\u2029]/g, (match) => ESCAPES[match]!);

type LoaderData = Record<string, unknown>;

/**
 * The document's hydration data without the fields its routes show whole in the markup
 * (app/lib/sent-in-markup.ts): the browser reads those back from the page.
 */
export function handoffWithoutMarkupFields(context: EntryContext): string {
  const loaderData = context.staticHandlerContext.loaderData as Record<string, LoaderData | null | undefined>;
  const left: [routeId: string, fields: readonly string[]][] = [];
  for (const match of context.staticHandlerContext.matches) {
    const routeId = match.route.id;
    const sent = sentInMarkupOf(context.routeModules[routeId] as Parameters<typeof sentInMarkupOf>[0]);
    const data = loaderData[routeId];
    if (!sent || !data || typeof data !== "object") continue;
    const fields = sent.fields(data).filter((field) => field in data);
    if (fields.length > 0) left.push([routeId, fields]);
  }
  if (left.length === 0) return context.serverHandoffString ?? "";

  const handoff = JSON.parse(context.serverHandoffString!) as { state?: { loaderData?: Record<string, LoaderData> } };
  for (const [routeId, fields] of left) {
    const data = handoff.state?.loaderData?.[routeId];
    if (data) for (const field of fields) delete data[field];
  }
  return escapeForScript(JSON.stringify(handoff));
}
