import { describe, expect, it } from "vitest";
import { htmlToText, sanitizeRichHtml } from "#app/server/html/sanitize.server.ts";

describe("sanitizeRichHtml", () => {
  it("keeps the allowed structure", () => {
    const html = '<h2 id="intro">Intro</h2><p>A <strong>bold</strong> <em>claim</em>.</p><ul><li>One</li></ul>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it("removes scripts, styles, event handlers and javascript: links", () => {
    const dirty =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>';
    const clean = sanitizeRichHtml(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:|<style/i);
    expect(clean).toContain("<p>Hi</p>");
  });

  it("opens external links in a new tab without passing the opener", () => {
    expect(sanitizeRichHtml('<a href="https://bitcoin.org">b</a>')).toBe(
      '<a href="https://bitcoin.org" rel="nofollow noopener noreferrer" target="_blank">b</a>',
    );
    expect(sanitizeRichHtml('<a href="/browse">b</a>')).toBe('<a href="/browse">b</a>');
  });

  it("turns h1 into h2 so a page keeps one h1", () => {
    expect(sanitizeRichHtml("<h1>T</h1>")).toBe("<h2>T</h2>");
  });
});

describe("htmlToText", () => {
  it("strips tags and folds white space", () => {
    expect(htmlToText("<p>One <b>two</b></p>\n<p>three</p>")).toBe("One two three");
  });

  it("decodes entities, so the text is not escaped twice when rendered", () => {
    expect(htmlToText("<p>Keys &amp; seeds &lt;3 &quot;ok&quot;</p>")).toBe('Keys & seeds <3 "ok"');
  });
});
