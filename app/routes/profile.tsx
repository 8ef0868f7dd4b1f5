import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { json } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { Loader2, X } from "lucide-react";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { SubmitButton } from "#app/components/form/SubmitButton.tsx";
import { FormField, TextField } from "#app/components/form/FormField.tsx";
import { LinkedDialog, useLinkedDialog } from "#app/components/LinkedDialog.tsx";
import { ToolCard } from "#app/components/ToolCard.tsx";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { displayName, FULL_NAME_MAX, PROFILE_INTENTS } from "#app/lib/profile-rules.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { listBookmarkedTools } from "#app/server/bookmarks/bookmarks.server.ts";
import { badRequest, unavailable } from "#app/server/http/responses.server.ts";
import type { ToolSummary } from "#app/server/catalog/featured-tools.server.ts";
import { listSubmittedTools, readProfile, type SubmittedTool } from "#app/server/profile/profile.server.ts";
import { profileAction } from "#app/server/profile/profile-action.server.ts";

const TABS = { bookmarks: "Bookmarked Tools", submitted: "Submitted Tools" } as const;
type Tab = keyof typeof TABS;
const LOADING_TEXTS: Record<Tab, string> = { bookmarks: "Loading bookmarks...", submitted: "Loading submissions..." };

/** The tab a profile URL's query asks for, or null for one that names no tab. */
function tabOf(search: string): Tab | null {
  const tab = new URLSearchParams(search).get("tab") ?? "bookmarks";
  return tab in TABS ? (tab as Tab) : null;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const tab = tabOf(url.search);
  if (!tab) throw badRequest(`Unknown tab '${params.get("tab")}'. Use bookmarks or submitted.`);
  const db = context.db();
  const userId = user.id;
  const [profile, bookmarked, submitted] = await Promise.all([
    readProfile(db, userId),
    tab === "bookmarks" ? listBookmarkedTools(db, userId) : Promise.resolve<ToolSummary[]>([]),
    tab === "submitted" ? listSubmittedTools(db, userId) : Promise.resolve<SubmittedTool[]>([]),
  ]).catch((error: unknown) => {
    console.error("profile read", error);
    throw unavailable("Error loading profile");
  });
  return json(
    { profile, email: user.email, tab, bookmarked, submitted, editing: params.get("edit") === "profile" },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return profileAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(`Profile | ${siteNameFrom(matches)}`, "Your profile, bookmarks and submitted tools."),
  { name: "robots", content: "noindex" },
];

const STATUS_LABELS: Record<string, string> = { draft: "Draft", pending: "Pending review", published: "Published" };

export default function ProfilePage() {
  const { profile, email, tab, bookmarked, submitted, editing } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // A tab link followed with JavaScript: the new tab shows at once, with its loading message.
  const openingTab =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/profile"
      ? tabOf(navigation.location.search)
      : null;
  const loadingTab = openingTab && openingTab !== tab ? openingTab : null;
  const shownTab = loadingTab ?? tab;
  // The dialog reopens after a failed name or avatar form; the delete form reports below the tabs.
  const dialogOpen = editing || Boolean(failed && failed.intent !== PROFILE_INTENTS.deleteAccount);
  const dialog = useLinkedDialog(dialogOpen);
  const name = displayName(profile);
  // After a failed name form the fields keep what was typed; otherwise they show what is saved.
  const namesFailed = failed?.intent === PROFILE_INTENTS.updateProfile ? failed : null;
  const values = namesFailed
    ? { username: namesFailed.values.username ?? "", fullName: namesFailed.values.fullName ?? "" }
    : { username: profile.username ?? "", fullName: profile.fullName ?? "" };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <div className="flex flex-wrap items-center gap-5">
        {profile.avatarUrl ? (
          <img
            src={profile.avatarUrl}
            alt=""
            width={80}
            height={80}
            className="h-20 w-20 rounded-full object-cover"
            data-testid="avatar"
          />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-20 w-20 items-center justify-center rounded-full bg-orange-100 text-3xl font-bold text-orange-900"
          >
            {name.charAt(0).toUpperCase()}
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-bold text-slate-900">{name}</h1>
          {profile.username ? <p className="text-slate-700">{`@${profile.username}`}</p> : null}
          <p className="text-sm text-slate-600">{email}</p>
        </div>
        <Link
          to="/profile?edit=profile"
          onClick={dialog.onOpen}
          className="focus-ring rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Edit Profile
        </Link>
      </div>

      <LinkedDialog dialog={dialog} openOnLoad={dialogOpen} titleId="edit-profile-title">
        <div className="flex items-start justify-between gap-4">
          <h2 id="edit-profile-title" className="text-xl font-semibold text-slate-900">
            Edit Profile
          </h2>
          <Link
            to="/profile"
            onClick={dialog.onClose}
            className="focus-ring rounded p-1 text-slate-600 hover:text-slate-900"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </Link>
        </div>
        <Form method="post" className="mt-4 space-y-4" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value={PROFILE_INTENTS.updateProfile} />
          {namesFailed?.formError ? (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-900">
              {namesFailed.formError}
            </p>
          ) : null}
          <TextField
            id="username"
            label="Username"
            hint="3 to 30 characters: letters a-z, digits and underscores."
            defaultValue={values.username}
            error={namesFailed?.fieldErrors.username}
            maxLength={30}
          />
          <TextField
            id="fullName"
            label="Full name"
            defaultValue={values.fullName}
            error={namesFailed?.fieldErrors.fullName}
            maxLength={FULL_NAME_MAX}
          />
          <SubmitButton busy={saving} busyLabel="Saving...">
            Save
          </SubmitButton>
        </Form>
        <Form method="post" encType="multipart/form-data" className="mt-6 space-y-3 border-t border-slate-200 pt-5">
          <CsrfField />
          <input type="hidden" name="intent" value={PROFILE_INTENTS.uploadAvatar} />
          <FormField
            id="avatar"
            label="Avatar"
            hint="JPEG, PNG, WebP or GIF, up to 5 MB. It is cropped to a square of 256 pixels."
            error={failed?.fieldErrors.avatar}
          >
            {(control) => (
              <input
                {...control}
                type="file"
                accept="image/png,image/jpeg,image/webp,image/gif"
                className="mt-1 block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-2 file:font-medium file:text-slate-800"
              />
            )}
          </FormField>
          <button
            type="submit"
            disabled={saving}
            className="focus-ring rounded-md border border-slate-300 px-4 py-2 font-semibold text-slate-800 hover:bg-slate-50 disabled:opacity-60"
          >
            Upload avatar
          </button>
        </Form>
      </LinkedDialog>

      <nav aria-label="Profile sections" className="mt-10 border-b border-slate-200">
        <ul className="flex gap-2">
          {(Object.keys(TABS) as Tab[]).map((key) => (
            <li key={key}>
              <Link
                to={key === "bookmarks" ? "/profile" : `/profile?tab=${key}`}
                aria-current={shownTab === key ? "page" : undefined}
                className={`focus-ring -mb-px block border-b-2 px-4 py-2 font-medium ${
                  shownTab === key
                    ? "border-bitcoin text-slate-900"
                    : "border-transparent text-slate-600 hover:text-slate-900"
                }`}
              >
                {TABS[key]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section aria-label={TABS[shownTab]} aria-busy={Boolean(loadingTab)} className="mt-6">
        {loadingTab ? (
          <p role="status" className="flex items-center gap-2 rounded-lg bg-slate-50 p-6 text-slate-700">
            <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin motion-reduce:animate-none" />
            {LOADING_TEXTS[loadingTab]}
          </p>
        ) : tab === "bookmarks" ? (
          bookmarked.length === 0 ? (
            <p className="rounded-lg bg-slate-50 p-6 text-slate-700">You haven&apos;t bookmarked any tools yet.</p>
          ) : (
            <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {bookmarked.map((tool) => (
                <li key={tool.id}>
                  <ToolCard tool={tool} headingLevel={2} />
                </li>
              ))}
            </ul>
          )
        ) : submitted.length === 0 ? (
          <p className="rounded-lg bg-slate-50 p-6 text-slate-700">You haven&apos;t submitted any tools yet.</p>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {submitted.map((tool) => (
              <li key={tool.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <h2 className="font-semibold text-slate-900">
                    <Link to={`/tool/${tool.slug}`} className="focus-ring rounded hover:underline">
                      {tool.name}
                    </Link>
                  </h2>
                  <p className="text-sm text-slate-600">{tool.description}</p>
                </div>
                <span className="rounded-full bg-slate-100 px-3 py-1 text-sm font-medium text-slate-800">
                  {STATUS_LABELS[tool.status] ?? tool.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="your-data" className="mt-12 rounded-2xl border border-slate-200 p-6">
        <h2 id="your-data" className="text-lg font-semibold text-slate-900">
          Your data
        </h2>
        <p className="mt-1 text-slate-600">Download everything we hold about you, or delete your account for good.</p>
        <a
          href="/profile/data"
          download
          className="focus-ring mt-4 inline-block rounded-md border border-slate-300 px-4 py-2 text-sm font-semibold text-slate-800 hover:bg-slate-50"
        >
          Download my data (JSON)
        </a>
        <Form method="post" className="mt-6 space-y-3">
          <CsrfField />
          <input type="hidden" name="intent" value={PROFILE_INTENTS.deleteAccount} />
          <div className="flex items-start gap-2">
            <input
              id="confirm-delete"
              name="confirm"
              type="checkbox"
              value="delete"
              aria-describedby={failed?.fieldErrors.confirm ? "delete-error" : undefined}
              className="mt-1 h-4 w-4"
            />
            <label htmlFor="confirm-delete" className="text-sm text-slate-800">
              I understand that deleting my account removes my profile, bookmarks, newsletter subscription and
              unpublished submissions, and cannot be undone.
            </label>
          </div>
          {failed?.fieldErrors.confirm ? (
            <p id="delete-error" className="text-sm text-red-700">
              {failed.fieldErrors.confirm}
            </p>
          ) : null}
          <button
            type="submit"
            className="focus-ring rounded-md bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800"
          >
            Delete my account
          </button>
        </Form>
      </section>
    </div>
  );
}
