import { HydratedRouter } from "react-router/dom";
import { startTransition, StrictMode, Suspense } from "react";
import { hydrateRoot } from "react-dom/client";
import { endHydration } from "#app/components/StaticMarkup.tsx";
import { formatsWithIntl, warmUpIntl } from "#app/lib/intl-warm-up.ts";

declare global {
  interface Window {
    __reactRouterRouteModules: Parameters<typeof formatsWithIntl>[0];
  }
}

// React is Preact here (vite.config.ts resolves react and react-dom to preact/compat in the browser
// build: decision 037). Preact hydrates the children of the node it is given, and
// the app renders <html> itself: so it is given a stand-in parent whose only child is the page's
// <html> element.
const html = document.documentElement;
const replaceHtml = (node: Node) => document.replaceChild(node, html);
const documentParent = { childNodes: [html], firstChild: html, insertBefore: replaceHtml, appendChild: replaceHtml };

// HydratedRouter suspends until it has decoded the page's route data (single fetch's stream, filled
// by the script at the end of the body): React waits at the root, Preact only inside a Suspense
// boundary, which keeps the server's markup while it waits.

// Pages that format with Intl as they hydrate start the browser's ICU off the main thread first.
const intlReady = formatsWithIntl(window.__reactRouterRouteModules) ? warmUpIntl() : undefined;

void Promise.resolve(intlReady).then(() =>
  startTransition(() => {
    hydrateRoot(
      documentParent as unknown as Element,
      <StrictMode>
        <Suspense>
          <HydratedRouter />
        </Suspense>
      </StrictMode>,
    );
    endHydration();
  }),
);
