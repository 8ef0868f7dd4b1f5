// A subscriber's page form: unsubscribe the address.
import { redirect, type AppLoadContext } from "react-router";
import { SUBSCRIBER_INTENTS } from "#app/lib/newsletter-admin-rules.ts";
import { adminWrite } from "#app/server/admin/admin-write.server.ts";
import { unsubscribeSubscriber } from "#app/server/admin/newsletter/unsubscribe-subscriber.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";

export async function subscriberAction(context: AppLoadContext, request: Request, id: string) {
  requireAdmin(context);
  const form = await readCheckedForm(request, context);
  switch (form.get("intent")) {
    case SUBSCRIBER_INTENTS.unsubscribe:
      await adminWrite(context, (tx, audit) => unsubscribeSubscriber(tx, audit, id));
      return redirect(`/admin/newsletter/subscribers/${id}?notice=subscriber-unsubscribed`);
    default:
      throw badRequest("Unknown subscriber action.");
  }
}
