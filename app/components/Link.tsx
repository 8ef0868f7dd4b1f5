import { useLocation, useNavigate } from "react-router";
import { useEffect, type AnchorHTMLAttributes } from "react";
import { linkNavigation } from "#app/lib/link-click.ts";

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** A page of this site: a path ("/tool/sparrow-wallet"), or a query for this page ("?page=2"). */
  to: string;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** Keep the scroll position: the link changes part of the page, not the page. */
  preventScrollReset?: boolean;
  /** "none": React Router does not fetch this link's route ahead (many links to one route); it does on the click. */
  discover?: "none";
}

/** The site's links, as `Link` marks them: `data-link` stands for `data-discover` where React Router should not look. */
const SITE_LINKS = "a[data-discover], a[data-link]";

/**
 * A link to a page of this site: a plain <a>, whose clicks `useLinkNavigation` turns into
 * client-side navigations. React Router's Link does the same with several components and more than a
 * dozen hooks per link; a page has a hundred links or more (the header's menus, the footer), and
 * hydrating those was most of the browser's work on a page. `data-discover` marks the site's
 * links, for that listener and for React Router, which fetches the routes of the links it finds before
 * they are clicked.
 */
export function Link({ to, replace, preventScrollReset, discover, children, ...props }: LinkProps) {
  return (
    <a
      {...props}
      {...(discover === "none" ? { "data-link": "" } : { "data-discover": "true" })}
      data-replace={replace ? "" : undefined}
      data-keep-scroll={preventScrollReset ? "" : undefined}
      href={to}
    >
      {children}
    </a>
  );
}

/** A `Link` that says when it is the page shown (`aria-current`), for navigation lists. */
export function NavLink({
  to,
  end = false,
  className,
  ...props
}: Omit<LinkProps, "className"> & {
  /** Active only on this very path, not on the pages below it. */
  end?: boolean;
  className?: string | ((state: { isActive: boolean }) => string);
}) {
  const { pathname } = useLocation();
  const isActive = pathname === to || (!end && pathname.startsWith(to.endsWith("/") ? to : `${to}/`));
  return (
    <Link
      {...props}
      to={to}
      aria-current={isActive ? "page" : undefined}
      className={typeof className === "function" ? className({ isActive }) : className}
    />
  );
}

/** Client-side navigation for every `Link` of the page, from one listener on the document (the root's). */
export function useLinkNavigation() {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest(SITE_LINKS) : null;
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const navigation = linkNavigation(
        {
          button: event.button,
          modified: event.metaKey || event.altKey || event.ctrlKey || event.shiftKey,
          defaultPrevented: event.defaultPrevented,
          href: anchor.href,
          target: anchor.target,
          download: anchor.hasAttribute("download"),
          replace: anchor.hasAttribute("data-replace"),
        },
        new URL(window.location.href),
      );
      if (!navigation) return;
      event.preventDefault();
      navigate(navigation.path, {
        replace: navigation.replace,
        preventScrollReset: anchor.hasAttribute("data-keep-scroll"),
      });
    };
    document.addEventListener("click", onClick);
    return () => document.removeEventListener("click", onClick);
  }, [navigate]);
}
