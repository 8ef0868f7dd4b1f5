// Runs before each integration file: the first request loads the whole Worker bundle into
// workerd, which can take far longer than one test may on a busy machine, so it happens here, in
// a hook with room for it, instead of in whichever test comes first.
import { beforeAll } from "vitest";
import { get } from "#test/support/worker.ts";

beforeAll(() => get("/robots.txt"), 180_000);
