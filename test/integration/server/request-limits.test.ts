// Request bodies are capped while they stream: forms at 64 KB (an editor form at what its fields
// hold), the avatar upload at its own limit, with a 413 and nothing kept, however the body is sent.
// A form over its cap but within its read ceiling comes back with its text and the field's message.
import { sql } from "drizzle-orm";
import { describe, expect, it } from "#test/support/fixtures.ts";
import { signIn, uniqueAddress } from "#test/support/accounts.ts";
import { fieldError, textareaValue } from "#test/support/form-html.ts";
import { bodyReadCeilingFor, POST_FORM_BODY_MAX_BYTES } from "#app/lib/request-body-caps.ts";
import { post, scriptAnswer } from "#test/support/worker.ts";

/** An endless body without Content-Length (chunked), counting what the server pulled from it. */
function endlessBody(chunkBytes = 64 * 1024) {
  const sent = { bytes: 0 };
  const chunk = new TextEncoder().encode("message=".padEnd(chunkBytes, "x"));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent.bytes > 200 * 1024 * 1024) return controller.close();
      sent.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, sent };
}

describe("request bodies", () => {
  it("a form over 64 KB is refused with 413, the form back with its text and the field's message, nothing stored", async ({
    db,
  }) => {
    const email = uniqueAddress("big-form");
    const message = "x".repeat(100 * 1024);
    const body = new URLSearchParams({ name: "A", email, subject: "Big", message });
    const { response, html } = await post("/contact", body);
    expect(response.status).toBe(413);
    expect(fieldError(html, "message")).toBe("Messages are at most 5000 characters.");
    expect(textareaValue(html, "message")).toBe(message);
    expect(await db.execute(sql`SELECT 1 FROM contact_messages WHERE email = ${email}`)).toEqual([]);
  });

  it("a form past its read ceiling is refused with 413 unread; a page's script gets it as the form's refusal", async () => {
    const body = () => new URLSearchParams({ email: uniqueAddress("huge-form"), message: "x".repeat(300 * 1024) });
    const { response, html } = await post("/contact", body());
    expect(response.status).toBe(413);
    expect(response.headers.get("Content-Type")).toContain("text/html");
    expect(html).toContain("<h1>Not saved: the form was too large</h1>");
    expect(html).toContain("use your browser's <strong>Back</strong> button to return to the form");
    const byScript = await post("/contact.data", body());
    expect(byScript.response.status).toBe(413);
    expect(await scriptAnswer(byScript.html)).toMatchObject({
      data: {
        ok: false,
        values: {},
        formError: expect.stringContaining("too large"),
      },
    });
  });

  it("a page's script meets its page's cap: the post editor's longer one, not the default", async () => {
    const past = "x".repeat(bodyReadCeilingFor("/contact") + 10 * 1024);
    expect(past.length).toBeLessThan(POST_FORM_BODY_MAX_BYTES);
    // Read whole under the post form's cap, then the stranger's 404 (no session); not refused unread.
    const editor = await post("/admin/blog/0b5a3d0e-4c1f-4a57-9d2e-7f3b8c6a1e90.data", { content: past });
    expect(editor.response.status).toBe(404);
    const contact = await post("/contact.data", { message: past });
    expect(contact.response.status).toBe(413);
  });

  it("an endless chunked form is cut off soon after its read ceiling, not read whole", async () => {
    const { stream, sent } = endlessBody();
    const { response } = await post("/contact", stream, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(413);
    expect(sent.bytes).toBeLessThan(1024 * 1024);
  });

  it("a declared Content-Length over the limit is refused before the body is read", async () => {
    const { stream, sent } = endlessBody();
    const { response } = await post("/newsletter", stream, {
      headers: { "Content-Length": String(200 * 1024 * 1024) },
    });
    expect(response.status).toBe(413);
    expect(sent.bytes).toBeLessThan(1024 * 1024);
  });

  it("a chunked avatar upload stops soon after twice the upload's own limit, says why, and the profile keeps its avatar", async ({
    db,
  }) => {
    const user = await signIn(uniqueAddress("big-avatar"));
    const { stream, sent } = endlessBody(256 * 1024);
    const { response, html } = await post("/profile", stream, {
      headers: { Cookie: user.cookie, "Content-Type": "multipart/form-data; boundary=----x" },
    });
    expect(response.status).toBe(413);
    expect(html).toContain("Images must be 5 MB or smaller.");
    expect(sent.bytes).toBeGreaterThan(5 * 1024 * 1024);
    expect(sent.bytes).toBeLessThan(12 * 1024 * 1024);
    const [profile] = await db.execute<{ avatar_url: string | null }>(
      sql`SELECT p.avatar_url FROM profiles p JOIN users u ON u.id = p.id WHERE u.email = ${user.email}`,
    );
    expect(profile?.avatar_url ?? null).toBeNull();
  });

  it("a form within the limit still goes through", async () => {
    const { response } = await post("/newsletter", new URLSearchParams({ email: uniqueAddress("small") }));
    expect(response.status).toBeLessThan(400);
  });
});
