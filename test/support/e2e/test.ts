// The suite's `test`: Playwright's, with a client address of its own for each test, so the
// per-client rate limits (sign-in links, contact, newsletter) never count one test's requests
// against another's. Every request of the test (page and `request`) carries it.
import { test as base } from "@playwright/test";

export { expect } from "@playwright/test";

const part = () => Math.floor(Math.random() * 250) + 1;

/** A random address in 198.19.0.0/16, set aside for tests. */
export const randomClientAddress = () => `198.19.${part()}.${part()}`;

export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide) => {
    await provide({ ...extraHTTPHeaders, "CF-Connecting-IP": randomClientAddress() });
  },
});
