import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";

export const TOOL_NOT_FOUND = "Tool Not Found";

/** The 404 of a tool's pages: an unknown slug, or a tool this visitor may not see. */
export function ToolNotFound() {
  return (
    <ErrorPage title={TOOL_NOT_FOUND} message="The tool you're looking for doesn't exist or has been removed.">
      <ButtonLink to="/browse">Browse Tools</ButtonLink>
    </ErrorPage>
  );
}
