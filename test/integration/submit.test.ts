import { describe, expect, it } from "vitest";
import { get, heading } from "#test/support/worker.ts";

describe("the submit page", () => {
  it("has the heading and a Submit Your Project button that opens the e-mail dialog", async () => {
    const { response, html } = await get("/submit");
    expect(response.status).toBe(200);
    expect(heading(html)).toBe("Submit Your Bitcoin Tool");
    expect(html).toMatch(/href="\/submit\?dialog=email"[^>]*>Submit Your Project</);
    expect(html).not.toContain("Submit your project by e-mail");
  });

  it("renders the dialog's text and the team's mailto link at ?dialog=email", async () => {
    const { html } = await get("/submit?dialog=email");
    expect(html).toContain("Submit your project by e-mail");
    expect(html).toContain('href="mailto:team@example.com"');
    expect(html).toContain("Every submission is reviewed by our editors.");
  });
});
