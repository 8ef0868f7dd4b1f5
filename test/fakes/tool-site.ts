// A tool's website as the listing check meets it, served by the fake upstreams under /site/. Each
// path is one way a site answers; tests add a query string to tell their tools apart. Every
// request is recorded with its method and User-Agent and listed at GET /__site. Tests also put
// files of their own (a home page with its icons, the icons they make) with
// PUT /__site/files/{name} (the body, and its Content-Type), served at /files/{name}.
import type { IncomingMessage, ServerResponse } from "node:http";

export interface SiteRequest {
  method: string;
  url: string;
  userAgent: string | null;
}

/** The site's pages: [status, Location] for HEAD and GET, or "hang" for a site that never answers. */
type Answer = [number, string?] | "hang";
const PAGES: Record<string, { head: Answer; get: Answer }> = {
  "/site/ok": { head: [200], get: [200] },
  "/site/not-found": { head: [404], get: [404] },
  "/site/error": { head: [500], get: [500] },
  "/site/hanging": { head: "hang", get: "hang" },
  // Two hops within the site (a relative address, then an absolute one), ending in 200.
  "/site/moved": { head: [301, "/site/moved-again"], get: [301, "/site/moved-again"] },
  "/site/moved-again": { head: [302, "http://{host}/site/ok"], get: [302, "http://{host}/site/ok"] },
  "/site/away": { head: [301, "https://elsewhere.example/landing"], get: [301, "https://elsewhere.example/landing"] },
  "/site/loop": { head: [302, "/site/loop"], get: [302, "/site/loop"] },
  "/site/no-head": { head: [405], get: [200] },
  // Redirects to this very server written another way, or to another port of its host: a check
  // must refuse them without asking ({search} keeps the tool's tag, so a request would show).
  "/site/to-decimal-ip": {
    head: [302, "http://2130706433:{port}/site/ok{search}"],
    get: [302, "http://2130706433:{port}/site/ok{search}"],
  },
  "/site/to-trailing-dot": {
    head: [301, "http://127.0.0.1.:{port}/site/ok{search}"],
    get: [301, "http://127.0.0.1.:{port}/site/ok{search}"],
  },
  "/site/to-other-port": {
    head: [307, "http://127.0.0.1:{other-port}/site/ok{search}"],
    get: [307, "http://127.0.0.1:{other-port}/site/ok{search}"],
  },
};

export function toolSite() {
  const requests: SiteRequest[] = [];
  const files = new Map<string, { type: string; body: Buffer }>();
  /** Answers the request when it is the site's; false when it is not. */
  const handle = (req: IncomingMessage, res: ServerResponse): boolean => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname === "/__site") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(JSON.stringify(requests));
      return true;
    }
    if (url.pathname.startsWith("/__site/files/") && req.method === "PUT") {
      const chunks: Buffer[] = [];
      req.on("data", (chunk: Buffer) => chunks.push(chunk));
      req.on("end", () => {
        const name = url.pathname.slice("/__site/files/".length);
        files.set(name, {
          type: req.headers["content-type"] ?? "application/octet-stream",
          body: Buffer.concat(chunks),
        });
        res.writeHead(204).end();
      });
      return true;
    }
    if (url.pathname.startsWith("/files/")) {
      requests.push({
        method: req.method ?? "",
        url: url.pathname + url.search,
        userAgent: req.headers["user-agent"] ?? null,
      });
      const file = files.get(url.pathname.slice("/files/".length));
      if (!file) res.writeHead(404, { "Content-Type": "text/html" }).end("<!doctype html><title>404</title>");
      else res.writeHead(200, { "Content-Type": file.type, "Content-Length": file.body.length }).end(file.body);
      return true;
    }
    const page = PAGES[url.pathname];
    if (!page) return false;
    requests.push({
      method: req.method ?? "",
      url: url.pathname + url.search,
      userAgent: req.headers["user-agent"] ?? null,
    });
    const answer = req.method === "HEAD" ? page.head : page.get;
    if (answer === "hang") return true;
    const [status, location] = answer;
    const headers: Record<string, string> = { "Content-Type": "text/html" };
    if (location) {
      const host = req.headers.host ?? "127.0.0.1";
      const port = Number(new URL(`http://${host}`).port);
      headers.Location = location
        .replace("{host}", host)
        .replace("{port}", String(port))
        .replace("{other-port}", String(port + 1))
        .replace("{search}", url.search);
    }
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : `<!doctype html><title>${status}</title>`);
    return true;
  };
  return { handle };
}
