// What an action calls once it has stored something the editors should hear of: the event is
// recorded at once, and the mails go after the response, on a connection of their own, so neither
// a slow mail server nor a failure ever reaches the visitor (failures are logged). The
// every-minute cron sends whatever such a run left unsent.
import type { AppLoadContext } from "react-router";
import { openOwnConnection } from "#app/server/db/own-connection.server.ts";
import { recordEditorEvent, type EditorEventSource } from "#app/server/notifications/record-editor-event.server.ts";
import { sendInstantNotifications } from "#app/server/notifications/send-editor-notifications.server.ts";

const logFailure = (error: unknown) =>
  console.error(`editor notifications: ${error instanceof Error ? error.message : error}`);

export async function announceToEditors(context: AppLoadContext, source: EditorEventSource): Promise<void> {
  try {
    await recordEditorEvent(context.db(), source);
  } catch (error) {
    logFailure(error);
    return;
  }
  sendEditorNotificationsSoon(context);
}

/** Sends the mails of events already recorded, after the response. */
export function sendEditorNotificationsSoon(context: Pick<AppLoadContext, "env" | "ctx">): void {
  const database = openOwnConnection(context.env.HYPERDRIVE.connectionString);
  context.ctx.waitUntil(
    sendInstantNotifications(context.env, database.get())
      .catch(logFailure)
      .finally(() => database.close()),
  );
}
