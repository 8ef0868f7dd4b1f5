// The <title> of a page that answers with an error, from what its loader threw.
import { isRouteErrorResponse } from "react-router";

export const PAGE_NOT_FOUND = "Page Not Found";

/** A 404's title is its message ("Tag not found"); other errors have a plain one. */
export function errorTitle(error: unknown): string {
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === "string" ? error.data.trim() : "";
    if (error.status === 404) return message && message !== "Not Found" ? message : PAGE_NOT_FOUND;
    if (error.status === 400) return "Invalid request";
    if (error.status === 503 && message) return message;
  }
  return "Something went wrong";
}
