import {
  data,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { LinkedDialog, useLinkedDialog } from "#app/components/LinkedDialog.tsx";
import { SubmitToolForm } from "#app/components/submit/SubmitToolForm.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { listAllCategoryNames } from "#app/server/catalog/menu-categories.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { submitToolAction } from "#app/server/submissions/submit-action.server.ts";
import { ButtonLink } from "#app/components/ui/Button.tsx";
import { Icon } from "#app/components/ui/Icon.tsx";

const PATH = "/submit";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const open = new URL(request.url).searchParams.get("dialog") === "email";
  // Signed-in visitors also get the submission form (their pages are never cached).
  const categories = context.user ? await listAllCategoryNames(context.db) : null;
  return data({ teamEmail: context.env.TEAM_EMAIL, open, categories }, { headers: { "Cache-Control": PUBLIC_PAGE } });
}

export async function action({ request, context }: ActionFunctionArgs) {
  return submitToolAction(context, request);
}

export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) =>
  actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders;

export const meta: MetaFunction = ({ matches, location }) =>
  shareMeta(matches, {
    title: `Submit Your Bitcoin Tool | ${siteNameFrom(matches)}`,
    description: "Tell us about a Bitcoin tool or resource that belongs in the directory.",
    path: canonicalPath(location),
  });

const mailto = (email: string) =>
  `mailto:${email}?subject=${encodeURIComponent("Tool submission")}&body=${encodeURIComponent(
    "Project name:\nDescription:\nWebsite URL:\n",
  )}`;

/**
 * The e-mail submission dialog. With JavaScript it is a modal <dialog>; without, the button is a
 * link to ?dialog=email, which renders the same content in the page with a link to close it.
 */
export default function Submit() {
  const { teamEmail, open, categories } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const dialog = useLinkedDialog(open);

  const content = (
    <>
      <div className="flex items-start justify-between gap-4">
        <h2 id="submit-dialog-title" className="text-xl font-semibold text-slate-900">
          Submit your project by e-mail
        </h2>
        <Link to={PATH} onClick={dialog.onClose} className="focus-ring rounded p-1 text-slate-600 hover:text-slate-900">
          <Icon name="x" className="h-5 w-5" />
          <span className="sr-only">Close</span>
        </Link>
      </div>
      <p className="mt-3 text-slate-700">
        E-mail our team at{" "}
        <a href={`mailto:${teamEmail}`} className="font-medium text-orange-800 underline">
          {teamEmail}
        </a>{" "}
        with your project&apos;s name, a short description and its website URL.
      </p>
      <p className="mt-3 text-slate-700">
        Every submission is reviewed by our editors. We only contact the projects we select for the directory.
      </p>
      <ButtonLink href={mailto(teamEmail)} size="sm" className="mt-5">
        <Icon name="mail" className="h-4 w-4" />
        Write the e-mail
      </ButtonLink>
    </>
  );

  return (
    <div className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">Submit Your Bitcoin Tool</h1>
      <p className="mt-3 text-lg text-slate-600">
        Know a Bitcoin wallet, service, resource or developer tool that belongs here? Send it to our editors.
      </p>
      <ButtonLink
        to={`${PATH}?dialog=email`}
        onClick={dialog.onOpen}
        variant="accent"
        size="none"
        className="mt-6 px-5 py-3"
      >
        Submit Your Project
      </ButtonLink>
      <LinkedDialog dialog={dialog} openOnLoad={open} titleId="submit-dialog-title">
        {content}
      </LinkedDialog>
      {categories ? <SubmitToolForm categories={categories} failed={failed} /> : null}
    </div>
  );
}
