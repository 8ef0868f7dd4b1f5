import type { ActionFunctionArgs } from "react-router";
import { receiveVitals } from "#app/server/analytics/receive-vitals.server.ts";
import { methodNotAllowed } from "#app/server/http/responses.server.ts";

// The site's own speed-insights beacon (navigator.sendBeacon from app/components/analytics).
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") throw methodNotAllowed("POST");
  return receiveVitals(request, context);
}
