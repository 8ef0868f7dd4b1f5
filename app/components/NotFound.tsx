import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";

export function NotFound() {
  return (
    <ErrorPage
      code="404"
      title="Page Not Found"
      message="The page you are looking for doesn't exist or has been moved."
    >
      <ButtonLink to="/">Return to Homepage</ButtonLink>
    </ErrorPage>
  );
}
