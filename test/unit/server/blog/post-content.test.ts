import { describe, expect, it } from "vitest";
import { preparePostContent, shareExcerpt } from "#app/server/blog/post-content.server.ts";

describe("a post's content", () => {
  it("gives each heading a unique id and lists them for the contents", () => {
    const { html, headings } = preparePostContent(
      '<h1>Intro</h1><p>a</p><h2 id="x" onclick="evil()">Keys &amp; Seeds</h2><h3>Why</h3><h2>Keys &amp; Seeds</h2><h5>no</h5>',
    );
    expect(headings).toEqual([
      { id: "intro", text: "Intro", level: 2 },
      { id: "keys-seeds", text: "Keys & Seeds", level: 2 },
      { id: "why", text: "Why", level: 3 },
      { id: "keys-seeds-2", text: "Keys & Seeds", level: 2 },
    ]);
    expect(html).toContain('<h2 id="keys-seeds">Keys &amp; Seeds</h2>');
    expect(html).not.toContain("onclick");
    expect(html).not.toContain("<h5>");
  });

  it("removes scripts and unsafe links on render", () => {
    const { html } = preparePostContent('<p>ok<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>');
    expect(html).toBe("<p>ok<a>x</a></p>");
  });

  it("shares the excerpt, or the first 200 characters of the text", () => {
    expect(shareExcerpt(" Short. ", "<p>long</p>")).toBe("Short.");
    const long = `<p>${"word ".repeat(100)}</p>`;
    expect(shareExcerpt(null, long)).toHaveLength(200);
    expect(shareExcerpt("", "<p>Hi <b>there</b></p>")).toBe("Hi there");
  });
});
