import { useLocation, useParams } from "react-router";
import { useEffect } from "react";
import { toast } from "#app/components/toasts.tsx";
import { ErrorPage } from "#app/components/ErrorPage.tsx";
import { ButtonLink } from "#app/components/ui/Button.tsx";

export const POST_NOT_FOUND = "Blog Post Not Found";
export const POST_LOAD_FAILED = "Failed to load the blog post. Please try again later.";
const POST_LOAD_FAILED_TOAST = "Failed to load blog post. Please try again later.";

export function PostNotFound() {
  const { slug } = useParams();
  return (
    <ErrorPage
      title={POST_NOT_FOUND}
      message={
        <>
          We couldn&apos;t find a published post at <code className="rounded bg-slate-100 px-1">/blog/{slug}</code>.
        </>
      }
    >
      <ButtonLink to="/blog">Browse All Blog Posts</ButtonLink>
      <ButtonLink to="/" variant="secondary">
        Return to Homepage
      </ButtonLink>
    </ErrorPage>
  );
}

/** The post could not be read just now: the words on the page, and as a toast with JavaScript. */
export function PostLoadFailed() {
  const location = useLocation();
  useEffect(() => {
    toast.error(POST_LOAD_FAILED_TOAST);
  }, []);
  return (
    <ErrorPage title={POST_LOAD_FAILED}>
      <ButtonLink href={location.pathname}>Try again</ButtonLink>
      <ButtonLink to="/blog" variant="secondary">
        Browse All Blog Posts
      </ButtonLink>
    </ErrorPage>
  );
}
