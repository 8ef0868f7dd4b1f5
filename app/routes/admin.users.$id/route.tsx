import { USER_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import {
  data,
  useActionData,
  useLoaderData,
  useNavigation,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { AdminFacts } from "#app/components/admin/AdminFacts.tsx";
import { AuditHistory } from "#app/components/admin/AuditHistory.tsx";
import { adminDate, adminDateTime } from "#app/lib/admin-dates.ts";
import { adminMeta } from "#app/lib/meta.ts";
import { listEntityHistory } from "#app/server/admin/audit-history.server.ts";
import { findAdminUser } from "#app/server/admin/users/admin-users.server.ts";
import { userAction } from "#app/server/admin/users/user-action.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { UserForms } from "#app/routes/admin.users.$id/UserForms.tsx";
import { BackLink } from "#app/components/admin/BackLink.tsx";

/** better-auth's user ids: letters, digits, - and _. */
const isUserId = (id: string | undefined): id is string => typeof id === "string" && /^[\w-]{1,64}$/.test(id);

export async function loader({ params, context }: LoaderFunctionArgs) {
  const admin = requireAdmin(context);
  if (!isUserId(params.id)) throw notFound(USER_NOT_FOUND);
  const db = context.db();
  const user = await findAdminUser(db, context.env.ADMIN_EMAILS, params.id);
  if (!user) throw notFound(USER_NOT_FOUND);
  const history = await listEntityHistory(db, "user", user.id);
  return data({ user: { ...user, self: user.id === admin.id }, history }, { headers: { "Cache-Control": ADMIN_PAGE } });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUserId(params.id)) throw notFound(USER_NOT_FOUND);
  return userAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `${data.user.email} · Users` : USER_NOT_FOUND);

export default function AdminUser() {
  const { user, history } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const navigation = useNavigation();
  const busyWith = navigation.state === "submitting" ? String(navigation.formData?.get("intent")) : null;
  const facts: [string, string][] = [
    ["Name", user.name || "—"],
    ["Username", user.username ? `@${user.username}` : "—"],
    ["Role", user.isAdmin ? "Admin" : "Reader"],
    ["State", user.blockedAt ? `Blocked since ${adminDateTime(user.blockedAt)}` : "Active"],
    ["Joined", adminDate(user.createdAt)],
    ["Sessions", String(user.sessions)],
    ["Submitted tools", String(user.submissions)],
  ];
  return (
    <div className="max-w-2xl">
      <BackLink to="/admin/users">All users</BackLink>
      <h1 className="mt-3 break-all text-3xl font-bold text-slate-900">{user.email}</h1>
      {user.self ? <p className="mt-2 text-slate-600">This is you.</p> : null}
      <AdminFacts facts={facts} />
      <UserForms user={user} failed={failed ?? null} busyWith={busyWith} />
      <AuditHistory entries={history} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
