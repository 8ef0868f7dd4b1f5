// The profile's watch forms, for the signed-in user's own watches only: how often they hear, and
// "Stop watching" beside each watched tool. A value no form sends answers 400.
import { redirect, type AppLoadContext } from "react-router";
import { WATCH_FREQUENCIES, WATCH_INTENTS, type WatchFrequency } from "#app/lib/tool-watch.ts";
import { badRequest } from "#app/server/http/responses.server.ts";
import { saveWatchFrequency, setWatch } from "#app/server/watching/tool-watches.server.ts";

const WATCHING_TAB = "/profile?tab=watching";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Handles the form when its intent is one of the watch forms'; null otherwise. */
export async function watchSettingsAction(context: AppLoadContext, userId: string, form: FormData) {
  switch (form.get("intent")) {
    case WATCH_INTENTS.frequency: {
      const frequency = form.get("frequency");
      if (!(WATCH_FREQUENCIES as readonly unknown[]).includes(frequency)) throw badRequest("Choose At once or Weekly.");
      await saveWatchFrequency(context.db(), userId, frequency as WatchFrequency);
      return redirect(`${WATCHING_TAB}&notice=watch-frequency-saved`);
    }
    case WATCH_INTENTS.unwatch: {
      const toolId = form.get("toolId");
      if (typeof toolId !== "string" || !UUID.test(toolId)) throw badRequest("Unknown tool.");
      await setWatch(context.db(), userId, toolId, false);
      return redirect(`${WATCHING_TAB}&notice=watch-removed`);
    }
    default:
      return null;
  }
}
