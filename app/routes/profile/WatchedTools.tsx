import { Form } from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { WATCH_FREQUENCIES, WATCH_FREQUENCY_CHOICES, WATCH_INTENTS, type WatchFrequency } from "#app/lib/tool-watch.ts";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";
import { ProfileToolSummary } from "#app/routes/profile/ProfileToolSummary.tsx";

/**
 * The tools the user watches, each with "Stop watching", and how often they hear of them. Plain
 * forms, so they work without JavaScript.
 */
export function WatchedTools({
  tools,
  frequency,
  email,
}: {
  tools: ToolSummary[];
  frequency: WatchFrequency;
  email: string;
}) {
  return (
    <div className="space-y-8">
      {/* Keyed by the saved choice, so the radios show it once the page reloads its data. */}
      <Form key={frequency} method="post" className="space-y-4">
        <CsrfField />
        <input type="hidden" name="intent" value={WATCH_INTENTS.frequency} />
        <fieldset aria-describedby="watch-frequency-hint">
          <legend className="text-lg font-semibold text-slate-900">Watch e-mails</legend>
          <p id="watch-frequency-hint" className="mt-1 text-sm text-slate-600">
            When a tool you watch changes its lifecycle, official website, facts or latest release, we e-mail{" "}
            <span className="font-medium text-slate-900">{email}</span>.
          </p>
          <div className="mt-4 space-y-3">
            {WATCH_FREQUENCIES.map((choice) => (
              <div key={choice} className="flex items-start gap-3 text-slate-800">
                <input
                  type="radio"
                  id={`watch-frequency-${choice}`}
                  name="frequency"
                  value={choice}
                  defaultChecked={frequency === choice}
                  aria-describedby={`watch-frequency-${choice}-hint`}
                  className="mt-1 h-4 w-4 accent-bitcoin"
                />
                <div>
                  <label htmlFor={`watch-frequency-${choice}`} className="font-medium">
                    {WATCH_FREQUENCY_CHOICES[choice].label}
                  </label>
                  <p id={`watch-frequency-${choice}-hint`} className="text-sm text-slate-600">
                    {WATCH_FREQUENCY_CHOICES[choice].hint}
                  </p>
                </div>
              </div>
            ))}
          </div>
        </fieldset>
        <Button type="submit" variant="secondary" size="sm">
          Save
        </Button>
      </Form>

      {tools.length === 0 ? (
        <p className="rounded-lg bg-slate-50 p-6 text-slate-700">
          You don&apos;t watch any tools yet. Choose Watch on a tool&apos;s page to hear when it changes.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {tools.map((tool) => (
            <li key={tool.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <ProfileToolSummary tool={tool} />
              <Form method="post">
                <CsrfField />
                <input type="hidden" name="intent" value={WATCH_INTENTS.unwatch} />
                <input type="hidden" name="toolId" value={tool.id} />
                <Button type="submit" variant="quiet" size="xs">
                  Stop watching<span className="sr-only">{` ${tool.name}`}</span>
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
