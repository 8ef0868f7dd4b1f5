import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { redirect } from "@remix-run/cloudflare";
import { exportAccountData } from "#app/server/profile/account-data.server.ts";

/** GET /profile/data: the signed-in user's data as a JSON download. */
export async function loader({ context }: LoaderFunctionArgs) {
  if (!context.user) throw redirect("/sign-in");
  const data = await exportAccountData(context.db(), context.user.id);
  return new Response(JSON.stringify({ exportedAt: new Date().toISOString(), ...data }, null, 2), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
      "Cache-Control": "private, no-store",
    },
  });
}
