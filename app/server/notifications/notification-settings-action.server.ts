// The notification settings form: the signed-in admin's own choice. A missing or unknown choice
// answers 400 with the message beside the choices.
import { data, redirect, type AppLoadContext } from "react-router";
import { formFailure } from "#app/lib/form-result.ts";
import { NotificationSettingsForm, type NotificationSettingsResult } from "#app/lib/notification-settings-rules.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { saveNotificationSettings } from "#app/server/notifications/notification-settings.server.ts";
import { readForm } from "#app/server/security/checked-form.server.ts";

export async function notificationSettingsAction(context: AppLoadContext, request: Request) {
  const admin = requireAdmin(context);
  const { parsed } = await readForm(request, context, NotificationSettingsForm);
  if (!parsed.ok)
    return data<NotificationSettingsResult>(formFailure(parsed.values, { fieldErrors: parsed.fieldErrors }), {
      status: 400,
    });
  await saveNotificationSettings(context.db(), admin.id, parsed.data.frequency);
  return redirect("/admin/settings?notice=notification-settings-saved");
}
