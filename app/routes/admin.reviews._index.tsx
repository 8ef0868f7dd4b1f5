import {
  Form,
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { buttonClass } from "#app/components/ui/Button.tsx";
import { adminDateTime } from "#app/lib/admin-dates.ts";
import { adminMeta } from "#app/lib/meta.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import { TOOL_REVIEW_LABELS, REVIEWS_SHOWN } from "#app/lib/tool-reviews.ts";
import { isUuid } from "#app/lib/uuid.ts";
import { closeReview, countOpenReviews, listOpenReviews } from "#app/server/admin/reviews/tool-reviews.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

const LIST_PATH = "/admin/reviews";

/** What the checks ask the editors to look at, newest first. */
export async function loader({ context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const db = context.db();
  const [reviews, open] = await Promise.all([listOpenReviews(db), countOpenReviews(db)]);
  return data({ reviews, open }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

/** "Mark as reviewed": closes one open review in the editor's name. */
export async function action({ request, context }: ActionFunctionArgs) {
  const editor = requireAdmin(context);
  const form = await readCheckedForm(request, context);
  const id = form.get("reviewId");
  if (typeof id !== "string" || !isUuid(id)) throw badRequest("Choose a review to mark as reviewed.");
  const closed = await closeReview(context.db(), id, editor.id);
  const notice: NoticeKey = closed ? "review-closed" : "review-already-closed";
  return redirect(`${LIST_PATH}?notice=${notice}`, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export const meta: MetaFunction = ({ matches }) => adminMeta(matches, "Reviews");

export default function AdminReviews() {
  const { reviews, open } = useLoaderData<typeof loader>();
  return (
    <div>
      <h1 className="text-3xl font-bold text-slate-900">Reviews</h1>
      <p className="mt-2 text-slate-600">
        What the site&apos;s checks found for a tool and ask an editor to look at: a repository licence that contradicts
        the listing&apos;s &quot;open source&quot;, and the signs that a tool may have ended (an archived repository,
        one gone for a week, a website failing for two weeks, no release in two years). Correct the listing (its
        lifecycle, a fact), after which the check closes the review by itself, or mark it as reviewed when the listing
        is right.
      </p>
      <p className="mt-4 text-sm text-slate-600" aria-live="polite">
        {open === 1 ? "1 open review" : `${open} open reviews`}
        {open > REVIEWS_SHOWN ? `, the newest ${REVIEWS_SHOWN} shown` : ""}
      </p>
      {reviews.length === 0 ? (
        <div className="mt-4 rounded-xl border border-dashed border-slate-300 p-10 text-center">
          <p className="font-medium text-slate-900">No review waits for an editor.</p>
        </div>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
          {reviews.map((review) => (
            <li key={review.id} className="flex flex-wrap items-start gap-3 px-4 py-4" data-testid="review-row">
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-amber-900">{TOOL_REVIEW_LABELS[review.kind]}</p>
                <p className="mt-1 font-semibold text-slate-900">
                  <Link
                    to={`/admin/tools/${review.tool.id}`}
                    className="focus-ring rounded underline underline-offset-2"
                  >
                    {review.tool.name}
                  </Link>
                </p>
                <p className="mt-1 break-words text-sm text-slate-700">{review.detail}</p>
                <p className="mt-1 text-xs text-slate-600">Opened {adminDateTime(review.openedAt)}</p>
              </div>
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="reviewId" value={review.id} />
                <button type="submit" className={buttonClass({ variant: "secondary", size: "sm" })}>
                  Mark as reviewed<span className="sr-only"> ({review.tool.name})</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
