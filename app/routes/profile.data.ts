import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "#app/server/auth/guards.server.ts";
import { exportAccountData } from "#app/server/profile/account-data.server.ts";

/** GET /profile/data: the signed-in user's data as a JSON download. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = requireUser(context, request);
  const data = await exportAccountData(context.db(), user.id);
  return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
