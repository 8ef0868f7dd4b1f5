// The stylesheet's address comes from the modules the Remix compiler bundles (root.tsx,
// entry.server.tsx, entry.client.tsx): only there does a CSS import become the built file's URL.
import { createContext, useContext } from "react";

/**
 * What the page's head carries of the stylesheet: its text, marked `pageRules` when it is only
 * the rules this page uses (the server writes them in once the page is rendered,
 * app/server/http/page-stylesheet.server.ts), or null when the page links the file. In the
 * browser, `linked` says that the whole file is linked after those rules.
 */
export type InlinedStylesheet = { text: string; pageRules: boolean; linked?: boolean } | null;

/** Given by the server for every page it renders; in the browser nothing provides it. */
export const StylesheetText = createContext<InlinedStylesheet | undefined>(undefined);

const ELEMENT_ID = "site-stylesheet";
/** How long hydration waits for the whole stylesheet before it goes on without it. */
const STYLESHEET_PATIENCE_MS = 3000;
/** The browser's copy of the inlined stylesheet, read back from the server's document once. */
let inlined: InlinedStylesheet | undefined;

function readFromDocument(): InlinedStylesheet {
  const element = document.getElementById(ELEMENT_ID);
  if (!element) return null;
  return {
    text: element.textContent ?? "",
    pageRules: element.hasAttribute("data-page-rules"),
    linked: element.nextElementSibling?.matches('link[rel="stylesheet"]') ?? false,
  };
}

/**
 * The site's one stylesheet, inlined in the head: the first paint then waits for no request but
 * the page's own. A page carries only the rules it uses; with JavaScript the whole file is linked
 * after them (see linkWholeStylesheet). In the browser the text is read back from the document
 * the server sent, so the client bundle never carries the CSS and React finds the same elements
 * when it hydrates, or renders the document again. When the server could not read the file, the
 * page links it, as before.
 */
export function SiteStylesheet({ href }: { href: string }) {
  const fromServer = useContext(StylesheetText);
  const stylesheet = fromServer !== undefined ? fromServer : (inlined ??= readFromDocument());
  if (stylesheet === null) return <link rel="stylesheet" href={href} />;
  return (
    <>
      <style
        id={ELEMENT_ID}
        data-page-rules={stylesheet.pageRules ? "" : undefined}
        dangerouslySetInnerHTML={{ __html: stylesheet.text }}
      />
      {stylesheet.linked ? <link rel="stylesheet" href={href} /> : null}
    </>
  );
}

/**
 * Before hydration: links the whole stylesheet right after a page's own rules, and resolves once
 * it has loaded (or failed, or kept hydration waiting too long). The pages the browser renders
 * itself, and the parts that appear once the script runs (the Compare buttons), use classes the
 * first page's rules lack; hydrating after the load means none of them shows unstyled. Linked
 * before hydration, where SiteStylesheet then renders it, so hydration finds the element it
 * renders; it is immutable, so later visits have it cached.
 */
export function linkWholeStylesheet(href: string): Promise<void> {
  const style = document.getElementById(ELEMENT_ID);
  if (!style?.hasAttribute("data-page-rules")) return Promise.resolve();
  const link = Object.assign(document.createElement("link"), { rel: "stylesheet", href });
  return new Promise((resolve) => {
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    setTimeout(resolve, STYLESHEET_PATIENCE_MS);
    style.parentNode!.insertBefore(link, style.nextSibling);
  });
}
