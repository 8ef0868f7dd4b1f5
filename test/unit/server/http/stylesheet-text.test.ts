import { describe, expect, it, vi } from "vitest";
import { MAX_INLINED_BYTES, readStylesheet } from "#app/server/http/stylesheet-text.server.ts";

/** An assets binding that answers each path with the given body (404 when missing) and counts its calls. */
function assetsWith(files: Record<string, string>) {
  const fetch = vi.fn(async (request: Request) => {
    const body = files[new URL(request.url).pathname];
    return body === undefined ? new Response("not found", { status: 404 }) : new Response(body);
  });
  return { binding: { fetch } as unknown as Fetcher, fetch };
}

describe("readStylesheet", () => {
  it("reads the stylesheet once per isolate", async () => {
    const { binding, fetch } = assetsWith({ "/assets/a.css": "body{display:flex}" });
    expect(await readStylesheet(binding, "/assets/a.css")).toBe("body{display:flex}");
    expect(await readStylesheet(binding, "/assets/a.css")).toBe("body{display:flex}");
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("gives null for a missing file, and tries again on the next request", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const files: Record<string, string> = {};
    const { binding, fetch } = assetsWith(files);
    expect(await readStylesheet(binding, "/assets/b.css")).toBeNull();
    files["/assets/b.css"] = "a{color:red}";
    expect(await readStylesheet(binding, "/assets/b.css")).toBe("a{color:red}");
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("gives null for a stylesheet too large to repeat in every page, or one that would close its element", async () => {
    const { binding } = assetsWith({
      "/assets/large.css": `a{content:"${"x".repeat(MAX_INLINED_BYTES)}"}`,
      "/assets/closing.css": 'a::after{content:"</style><script>"}',
    });
    expect(await readStylesheet(binding, "/assets/large.css")).toBeNull();
    expect(await readStylesheet(binding, "/assets/closing.css")).toBeNull();
  });
});
