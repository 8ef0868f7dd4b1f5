import {
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Link } from "#app/components/Link.tsx";
import { LinkedDialog, useLinkedDialog } from "#app/components/LinkedDialog.tsx";
import { pageMeta, siteNameFrom } from "#app/lib/meta.ts";
import { PROFILE_INTENTS, profileName } from "#app/lib/profile-form.ts";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { listBookmarkedTools } from "#app/server/bookmarks/bookmarks.server.ts";
import { listWatchedTools, readWatchFrequency } from "#app/server/watching/tool-watches.server.ts";
import { DEFAULT_WATCH_FREQUENCY } from "#app/lib/tool-watch.ts";
import { badRequest, unavailable } from "#app/server/http/responses.server.ts";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { listSubmittedTools, readProfile, type SubmittedTool } from "#app/server/profile/profile.server.ts";
import { profileAction } from "#app/server/profile/profile-action.server.ts";
import { AvatarField } from "#app/routes/profile/AvatarField.tsx";
import { ProfileForm } from "#app/routes/profile/ProfileForm.tsx";
import { ProfileHeader } from "#app/routes/profile/ProfileHeader.tsx";
import { ProfileTabs } from "#app/routes/profile/ProfileTabs.tsx";
import { tabOf } from "#app/routes/profile/tabs.ts";
import { YourData } from "#app/routes/profile/YourData.tsx";
import { ALERT_INTENTS } from "#app/lib/price-alerts.ts";
import { loadAlertsTab, NO_ALERTS_TAB } from "#app/server/price-alerts/alerts-tab.server.ts";
import { Icon } from "#app/components/ui/Icon.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const url = new URL(request.url);
  const params = url.searchParams;
  const tab = tabOf(url.search);
  if (!tab) throw badRequest(`Unknown tab '${params.get("tab")}'. Use bookmarks, submitted, watching or alerts.`);
  const db = context.db();
  const userId = user.id;
  const [profile, bookmarked, submitted, watched, frequency, alerts] = await Promise.all([
    readProfile(db, userId),
    tab === "bookmarks" ? listBookmarkedTools(db, userId) : Promise.resolve<ToolSummary[]>([]),
    tab === "submitted" ? listSubmittedTools(db, userId) : Promise.resolve<SubmittedTool[]>([]),
    tab === "watching" ? listWatchedTools(db, userId) : Promise.resolve<ToolSummary[]>([]),
    tab === "watching" ? readWatchFrequency(db, userId) : Promise.resolve(DEFAULT_WATCH_FREQUENCY),
    tab === "alerts" ? loadAlertsTab(context, userId) : Promise.resolve(NO_ALERTS_TAB),
  ]).catch((error: unknown) => {
    console.error("profile read", error);
    throw unavailable("Error loading profile");
  });
  return data(
    {
      profile,
      email: user.email,
      tab,
      bookmarked,
      submitted,
      watching: { tools: watched, frequency, email: user.email },
      alerts,
      editing: params.get("edit") === "profile",
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  return profileAction(context, request);
}

export const meta: MetaFunction = ({ matches }) => [
  ...pageMeta(
    `Profile | ${siteNameFrom(matches)}`,
    "Your profile, bookmarks, submitted and watched tools, and price alerts.",
  ),
  { name: "robots", content: "noindex" },
];

export default function ProfilePage() {
  const { profile, email, tab, bookmarked, submitted, watching, alerts, editing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  // The alert form reports in its tab; the others in the dialog or below the tabs.
  const alertFailed = answer?.intent === ALERT_INTENTS.create ? answer : null;
  const failed = answer?.intent === ALERT_INTENTS.create ? undefined : answer;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  // A tab link followed with JavaScript: the new tab shows at once, with its loading message.
  const openingTab =
    navigation.state === "loading" && !navigation.formMethod && navigation.location.pathname === "/profile"
      ? tabOf(navigation.location.search)
      : null;
  const loadingTab = openingTab && openingTab !== tab ? openingTab : null;
  // The dialog reopens after a failed name or avatar form; the delete form reports below the tabs.
  const dialogOpen = editing || Boolean(failed && failed.intent !== PROFILE_INTENTS.deleteAccount);
  const dialog = useLinkedDialog(dialogOpen);
  const name = profileName(profile, email);
  // After a failed name form the fields keep what was typed; otherwise they show what is saved.
  const namesFailed = failed?.intent === PROFILE_INTENTS.updateProfile ? failed : null;
  const values = namesFailed
    ? { username: namesFailed.values.username ?? "", fullName: namesFailed.values.fullName ?? "" }
    : // The name the page shows, which is the address's name until one is saved.
      { username: profile.username ?? "", fullName: profile.fullName ?? name };

  return (
    <div className="mx-auto max-w-7xl px-4 py-12">
      <ProfileHeader
        avatarUrl={profile.avatarUrl}
        name={name}
        username={profile.username}
        email={email}
        onEdit={dialog.onOpen}
      />

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
            <Icon name="x" className="h-5 w-5" />
            <span className="sr-only">Close</span>
          </Link>
        </div>
        <ProfileForm
          values={values}
          fieldErrors={namesFailed?.fieldErrors}
          formError={namesFailed?.formError}
          saving={saving}
        />
        <AvatarField error={failed?.fieldErrors.avatar} saving={saving} />
      </LinkedDialog>

      <ProfileTabs
        tab={tab}
        loadingTab={loadingTab}
        bookmarked={bookmarked}
        submitted={submitted}
        watching={watching}
        alerts={{ ...alerts, failed: alertFailed, saving }}
      />

      <YourData confirmError={failed?.fieldErrors.confirm} />
    </div>
  );
}
