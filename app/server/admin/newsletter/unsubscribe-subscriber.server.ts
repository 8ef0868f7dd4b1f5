// An admin ends a subscription, as the address's own unsubscribe link would.
import { SUBSCRIBER_NOT_FOUND } from "#app/lib/not-found-messages.ts";
import { eq } from "drizzle-orm";
import type { Audit } from "#app/server/admin/admin-write.server.ts";
import type { Writer } from "#app/server/admin/audit.server.ts";
import { subscribers } from "#app/server/db/schema.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { endSubscription } from "#app/server/newsletter/subscription-status.server.ts";

export async function unsubscribeSubscriber(tx: Writer, audit: Audit, id: string): Promise<void> {
  const [subscriber] = await tx
    .select({ email: subscribers.email, status: subscribers.status })
    .from(subscribers)
    .where(eq(subscribers.id, id))
    .for("update");
  if (!subscriber) throw notFound(SUBSCRIBER_NOT_FOUND);
  if (subscriber.status === "unsubscribed") return;
  await endSubscription(tx, subscriber.email);
  await audit({
    entityType: "subscriber",
    entityId: id,
    entityLabel: subscriber.email,
    action: "unsubscribed",
    before: { status: subscriber.status },
    after: { status: "unsubscribed" },
  });
}
