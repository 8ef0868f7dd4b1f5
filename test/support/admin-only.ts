// The admin portal is the site's 404 to everyone else: a check for every admin action.
import { expect } from "vitest";
import { postAs, type SignedIn } from "#test/support/accounts.ts";
import { get, post } from "#test/support/worker.ts";

/** A visitor and a signed-in reader both get the site's 404, for the page and its form. */
export async function expectHiddenFromNonAdmins(reader: SignedIn, path: string, fields: Record<string, string>) {
  expect((await post(path, fields)).response.status).toBe(404);
  const asReader = await postAs(reader, path, fields);
  expect(asReader.response.status).toBe(404);
  expect(asReader.html).toContain("Page Not Found");
  const pagePath = path.replace(/\?index$/, "");
  expect((await get(pagePath)).response.status).toBe(404);
  expect((await get(pagePath, { headers: { Cookie: reader.cookie } })).response.status).toBe(404);
}
