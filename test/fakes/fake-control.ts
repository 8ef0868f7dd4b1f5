// The control endpoint of a fake API, /__{name}: POST merges the state a test sets (repositories
// by key, merged; `reset_requests: true` empties the log), GET answers the requests logged so far.
import type { IncomingMessage, ServerResponse } from "node:http";

export function fakeControl<State extends { repositories?: Record<string, unknown> }, Logged>(name: string) {
  let state = {} as State;
  const requests: Logged[] = [];
  /** Answers the request when it is /__{name}; false when it is not. */
  const handle = (req: IncomingMessage, res: ServerResponse, pathname: string): boolean => {
    if (pathname !== `/__${name}`) return false;
    const send = (body: unknown) => {
      res.writeHead(200, { "Content-Type": "application/json; charset=utf-8" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST") {
      send(requests);
      return true;
    }
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const next = JSON.parse(raw || "{}") as State & { reset_requests?: boolean };
      state = { ...state, ...next, repositories: { ...state.repositories, ...next.repositories } };
      if (next.reset_requests) requests.length = 0;
      send(state);
    });
    return true;
  };
  return { handle, state: () => state, log: (request: Logged) => requests.push(request) };
}
