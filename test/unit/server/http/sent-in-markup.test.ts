import type { EntryContext } from "@remix-run/cloudflare";
import { describe, expect, it } from "vitest";
import { restoreSentInMarkup, type MarkupFieldsHandle } from "#app/lib/sent-in-markup.ts";
import { handoffWithoutMarkupFields } from "#app/server/http/sent-in-markup.server.ts";

type Data = { terms: string[]; q: string };
const handle: MarkupFieldsHandle<Data> = {
  sentInMarkup: { fields: (data) => (data.q ? [] : ["terms"]), read: () => ({ terms: ["read", "back"] }) },
};

/** What Remix hands entry.server: the loaders' data, and the same data as the document's JSON. */
function contextWith(loaderData: Record<string, unknown>): EntryContext {
  const escaped = JSON.stringify({ state: { loaderData }, future: {} }).replace(/</g, "\\u003c");
  return {
    serverHandoffString: escaped,
    staticHandlerContext: { loaderData, matches: Object.keys(loaderData).map((id) => ({ route: { id } })) },
    routeModules: { "routes/list": { handle }, root: {} },
  } as unknown as EntryContext;
}

describe("the hydration data without the fields the markup shows", () => {
  it("leaves out the fields a route names and keeps everything else", () => {
    const handoff = handoffWithoutMarkupFields(
      contextWith({ root: { siteName: "Site" }, "routes/list": { terms: ["a", "b"], q: "" } }),
    );
    expect(JSON.parse(handoff)).toEqual({
      state: { loaderData: { root: { siteName: "Site" }, "routes/list": { q: "" } } },
      future: {},
    });
  });

  it("is the handoff unchanged when this render shows the list only in part", () => {
    const context = contextWith({ "routes/list": { terms: ["a"], q: "a" } });
    expect(handoffWithoutMarkupFields(context)).toBe(context.serverHandoffString);
  });

  it("escapes what could close the script it is written into, as Remix does", () => {
    const handoff = handoffWithoutMarkupFields(
      contextWith({ "routes/list": { terms: ["a"], q: "", note: "</script><b>&\u2028" } as unknown as Data }),
    );
    expect(handoff).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(handoff).state.loaderData["routes/list"].note).toBe("</script><b>&\u2028");
  });

  it("is read back in the browser into the fields that are missing, and only those", () => {
    const loaderData = { "routes/list": { q: "" } as Partial<Data>, other: { terms: ["kept"] } };
    restoreSentInMarkup(loaderData, { "routes/list": { handle } }, {} as Document);
    expect(loaderData["routes/list"]).toEqual({ q: "", terms: ["read", "back"] });
    expect(loaderData.other).toEqual({ terms: ["kept"] });
  });
});
