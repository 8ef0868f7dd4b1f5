// The admin's notification settings form (shared by the page and the server).
import { z } from "zod";
import type { FormFailure } from "#app/lib/form-result.ts";
import { NOTIFICATION_FREQUENCIES } from "#app/lib/editor-notifications.ts";

export const FREQUENCY_MISSING = "Choose how you want to hear of new work: at once, a daily digest or nothing.";

export const NotificationSettingsForm = z.object({
  frequency: z.enum(NOTIFICATION_FREQUENCIES, FREQUENCY_MISSING),
});

export type NotificationSettingsField = keyof z.input<typeof NotificationSettingsForm>;
export type NotificationSettingsResult = FormFailure<NotificationSettingsField>;
