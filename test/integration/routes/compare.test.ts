import { describe, expect, it } from "vitest";
import { get, heading } from "#test/support/worker.ts";

describe("/compare", () => {
  it("shows the chosen published tools in the URL's order", async () => {
    const { response, html } = await get("/compare?tools=electrum,sparrow-wallet");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Compare Tools");
    expect(html.indexOf(">Electrum</a>")).toBeLessThan(html.indexOf(">Sparrow Wallet</a>"));
    expect(html).toContain('href="/compare?tools=sparrow-wallet"');
  });

  it("ignores unknown slugs and shows the empty state without tools", async () => {
    const { html } = await get("/compare?tools=no-such-tool");
    expect(html).toContain("No tools to compare yet");
  });

  it("refuses more than four tools or malformed slugs with 400", async () => {
    expect((await get("/compare?tools=a,b,c,d,e")).response.status).toBe(400);
    expect((await get("/compare?tools=%3Cscript%3E")).response.status).toBe(400);
  });
});
