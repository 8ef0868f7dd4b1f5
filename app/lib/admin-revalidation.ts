import type { ShouldRevalidateFunction } from "react-router";

/**
 * Every admin route's revalidation rule. After a save refused because the editor's session ended
 * (401), the page's data stays as it is: loaded again without a session it would be a 404, and the
 * error page would replace the form that still holds the editor's text. Every other case reloads
 * as single fetch does by default (its `defaultShouldRevalidate` is always true here),
 * which after a save refused for an earlier session's token (403) brings the page its new token.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus === 401 ? false : defaultShouldRevalidate;
