import { describe, expect, it } from "vitest";
import { isScriptRequest, pagePathOf } from "#app/server/http/script-requests.server.ts";

const url = (path: string) => new URL(path, "https://example.com");

describe("a page's script requests", () => {
  it("belong to the page at their address without .data, the home page's at /_root.data", () => {
    expect(pagePathOf(url("/tool/sparrow-wallet.data"))).toBe("/tool/sparrow-wallet");
    expect(pagePathOf(url("/browse.data?page=2&_routes=routes%2Fbrowse"))).toBe("/browse");
    expect(pagePathOf(url("/_root.data"))).toBe("/");
    expect(pagePathOf(url("/profile/data.data"))).toBe("/profile/data");
  });

  it("are told from pages the browser opens, /profile/data included", () => {
    expect(isScriptRequest(url("/tool/x.data"))).toBe(true);
    expect(isScriptRequest(url("/_root.data?_routes=root"))).toBe(true);
    expect(isScriptRequest(url("/tool/x?_data=routes%2Ftool.%24slug"))).toBe(false);
    expect(isScriptRequest(url("/profile/data"))).toBe(false);
    expect(isScriptRequest(url("/open-data"))).toBe(false);
  });
});
