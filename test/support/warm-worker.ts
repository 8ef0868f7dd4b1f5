// Runs before each integration file: the first request loads the whole Worker bundle into
// workerd, which can take far longer than one test may on a busy machine, so it happens here, in
// a hook with room for it, instead of in whichever test comes first.
import { env } from "cloudflare:workers";
import { beforeAll, beforeEach } from "vitest";
import { startNewEdgeGeneration } from "#app/server/http/edge-generation.server.ts";
import { forgetMemos } from "#app/server/memo.server.ts";
import { get } from "#test/support/worker.ts";

beforeAll(() => get("/robots.txt"), 180_000);

// Files write rows straight into the database, past the admin that would start a new edge
// generation: each file starts with none of the page copies an earlier file left in the cache.
beforeAll(() => startNewEdgeGeneration(env.SITE_URL));

// The files share one isolate, so a read memoized by an earlier test (the menu, the latest posts)
// would otherwise answer for the database that this test has just changed.
beforeEach(() => forgetMemos());
