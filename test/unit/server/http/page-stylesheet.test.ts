import { describe, expect, it } from "vitest";
import { PAGE_RULES_ELEMENT, pageRules, withPageRules } from "#app/server/http/page-stylesheet.server.ts";

const STYLESHEET = "body{margin:0}.flex{display:flex}.grid{display:grid}.\\[\\&\\>\\*\\]\\:p-2>*{padding:.5rem}";

describe("the rules a rendered page uses", () => {
  it("are written into the page's stylesheet element", () => {
    const html = `<html><head>${PAGE_RULES_ELEMENT}</style></head><body><main class="flex"><p>x</p></main></body></html>`;
    expect(withPageRules(html, STYLESHEET)).toBe(
      `<html><head>${PAGE_RULES_ELEMENT}body{margin:0}.flex{display:flex}</style></head>` +
        '<body><main class="flex"><p>x</p></main></body></html>',
    );
  });

  it("come from every class attribute, as React escapes it, and not from text", () => {
    const html =
      '<div class="flex  gap-2\nmt-1"><p class="[&amp;&gt;*]:p-2 flex">a class=&quot;grid&quot; attribute</p><i class=""></i><i data-class="grid"></i></div>';
    expect(pageRules(html, STYLESHEET)).toBe(
      "body{margin:0}.flex{display:flex}.\\[\\&\\>\\*\\]\\:p-2>*{padding:.5rem}",
    );
  });

  it("follow the classes of each page, when pages of one type repeat", () => {
    const grid = '<main class="grid"></main>';
    const flex = '<main class="flex"></main>';
    expect(pageRules(grid, STYLESHEET)).toBe("body{margin:0}.grid{display:grid}");
    expect(pageRules(flex, STYLESHEET)).toBe("body{margin:0}.flex{display:flex}");
    expect(pageRules(grid, STYLESHEET)).toBe("body{margin:0}.grid{display:grid}");
    expect(pageRules(`${grid}${flex}`, STYLESHEET)).toBe("body{margin:0}.flex{display:flex}.grid{display:grid}");
  });

  it("leave a page without the element as it is", () => {
    expect(withPageRules('<p class="flex">x</p>', STYLESHEET)).toBe('<p class="flex">x</p>');
  });

  it("follow a new stylesheet (a new deployment)", () => {
    expect(pageRules('<p class="grid">x</p>', STYLESHEET)).toBe("body{margin:0}.grid{display:grid}");
    expect(pageRules('<p class="grid">x</p>', ".grid{display:block}")).toBe(".grid{display:block}");
  });
});
