import { describe, expect, it } from "vitest";
import { parseStylesheet, rulesFor } from "#app/server/http/stylesheet-rules.server.ts";

/** A stylesheet as Tailwind and esbuild write it: preflight, utilities, variants, keyframes. */
const STYLESHEET = [
  "*,:before,:after{box-sizing:border-box}",
  "@font-face{font-family:Site;src:url(/site.woff2)}",
  "@keyframes spin{to{transform:rotate(360deg)}}",
  "button,[type=button]{cursor:pointer}",
  ".flex{display:flex}",
  ".grid{display:grid}",
  ".w-1\\/2{width:50%}",
  ".py-1\\.5{padding-top:.375rem;padding-bottom:.375rem}",
  ".\\!visible{visibility:visible!important}",
  ".space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}",
  ".hover\\:bg-slate-100:hover{background-color:#f1f5f9}",
  ".group:hover .group-hover\\:underline{text-decoration-line:underline}",
  ".rich-content h2,.rich-content h3{font-weight:700}",
  '.before\\:content-\\[\\"\\,\\"\\]:before{content:","}',
  ".captcha-box:has(.altcha,iframe)>.captcha-placeholder{display:none}",
  "@media (min-width: 768px){.md\\:flex{display:flex}.md\\:grid{display:grid}}",
  "@media (min-width: 1024px){.lg\\:hidden{display:none}}",
  "@media (scripting:none){.\\[\\@media\\(scripting\\:none\\)\\]\\:hidden{display:none}}",
  "@supports (display:grid){@media (min-width: 640px){.sm\\:grid{display:grid}}}",
].join("");

const rulesOf = (...classes: string[]) => rulesFor(parseStylesheet(STYLESHEET), new Set(classes));

describe("the rules a page uses", () => {
  it("keeps a utility the page uses and drops one it does not", () => {
    const css = rulesOf("flex");
    expect(css).toContain(".flex{display:flex}");
    expect(css).not.toContain(".grid{");
  });

  it("reads Tailwind's escaped class names as the HTML writes them", () => {
    const css = rulesOf("w-1/2", "py-1.5", "!visible", "[@media(scripting:none)]:hidden", 'before:content-[","]');
    expect(css).toContain(".w-1\\/2{width:50%}");
    expect(css).toContain(".py-1\\.5{");
    expect(css).toContain(".\\!visible{");
    expect(css).toContain("@media (scripting:none){.\\[\\@media\\(scripting\\:none\\)\\]\\:hidden{display:none}}");
    expect(css).toContain('.before\\:content-\\[\\"\\,\\"\\]:before{content:","}');
  });

  it("keeps a variant inside its @media block, and leaves out a block none of whose rules is used", () => {
    const css = rulesOf("flex", "md:flex");
    expect(css).toContain("@media (min-width: 768px){.md\\:flex{display:flex}}");
    expect(css).not.toContain("md\\:grid");
    expect(css).not.toContain("1024px");
    expect(css).not.toContain("@supports");
    expect(rulesOf("sm:grid")).toContain(
      "@supports (display:grid){@media (min-width: 640px){.sm\\:grid{display:grid}}}",
    );
  });

  it("keeps a rule with its pseudo-class when its class is used", () => {
    expect(rulesOf("hover:bg-slate-100")).toContain(".hover\\:bg-slate-100:hover{background-color:#f1f5f9}");
    expect(rulesOf("space-y-4")).toContain(".space-y-4>:not([hidden])~:not([hidden]){margin-top:1rem}");
  });

  it("keeps a rule that names two classes only when the page uses both", () => {
    const rule = ".group:hover .group-hover\\:underline{";
    expect(rulesOf("group", "group-hover:underline")).toContain(rule);
    expect(rulesOf("group-hover:underline")).not.toContain(rule);
    expect(rulesOf("group")).not.toContain(rule);
  });

  it("keeps a rule when one of its selectors is used, and does not count classes inside :has()", () => {
    expect(rulesOf("rich-content")).toContain(".rich-content h2,.rich-content h3{font-weight:700}");
    expect(rulesOf("captcha-box", "captcha-placeholder")).toContain(".captcha-box:has(.altcha,iframe)>");
  });

  it("keeps the rules that name no class, @font-face and @keyframes", () => {
    const css = rulesOf();
    expect(css).toBe(
      "*,:before,:after{box-sizing:border-box}" +
        "@font-face{font-family:Site;src:url(/site.woff2)}" +
        "@keyframes spin{to{transform:rotate(360deg)}}" +
        "button,[type=button]{cursor:pointer}",
    );
  });

  it("keeps the stylesheet's order, and gives the whole stylesheet back when every class is used", () => {
    const css = rulesOf("md:grid", "grid", "flex", "md:flex");
    expect(css.indexOf(".flex{")).toBeLessThan(css.indexOf(".grid{"));
    expect(css).toContain("@media (min-width: 768px){.md\\:flex{display:flex}.md\\:grid{display:grid}}");
    const everything = parseStylesheet(STYLESHEET).flatMap((piece) =>
      piece.kind === "rule" ? (piece.needs ?? []).flat() : [],
    );
    expect(rulesOf(...everything)).toBe(STYLESHEET);
  });
});
