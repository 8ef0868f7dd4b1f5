import { useNavigation } from "@remix-run/react";
import { PublishAtField } from "#app/components/admin/PublishAtField.tsx";
import { StatusForm } from "#app/components/admin/StatusForm.tsx";
import { ConfirmCheckbox } from "#app/components/form/ConfirmCheckbox.tsx";
import { Button, type ButtonVariant } from "#app/components/ui/Button.tsx";
import { TOOL_EDITOR_INTENTS, type ToolEditorFailure, type ToolEditorIntent } from "#app/lib/admin-tool-rules.ts";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { publicationTimeLabel, toolStatusLabel } from "#app/lib/tool-status.ts";

const { publish, unpublish, schedule, archive, restore } = TOOL_EDITOR_INTENTS;
const remove = TOOL_EDITOR_INTENTS.delete;

export interface StatusTool {
  status: ToolStatus;
  publishAt: string | null;
  rejectionReason: string | null;
}

/** Which status actions a tool in each status offers. */
const OFFERED: Record<ToolStatus, readonly ToolEditorIntent[]> = {
  draft: [publish, schedule, archive],
  pending: [publish, schedule, archive],
  rejected: [publish, schedule, archive],
  published: [unpublish, archive],
  archived: [restore, remove],
};

/**
 * The tool's status and what can happen to it next, each a small form of its own. Archive comes
 * before a permanent delete, which also asks for a ticked box.
 */
export function ToolStatusPanel({ tool, failed }: { tool: StatusTool; failed: ToolEditorFailure | null }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const offered = OFFERED[tool.status];
  const failure = failed && offered.includes(failed.intent) ? failed : null;
  const action = (intent: ToolEditorIntent, label: string, busyLabel: string, variant: ButtonVariant = "secondary") => (
    <StatusForm intent={intent}>
      <Button type="submit" variant={variant} size="sm" disabled={busy === intent} className="w-full">
        {busy === intent ? busyLabel : label}
      </Button>
    </StatusForm>
  );

  return (
    <section aria-labelledby="status-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="status-heading" className="text-lg font-semibold text-slate-900">
        Status
      </h2>
      <p className="mt-2 text-slate-900" data-testid="tool-status">
        <span className="font-semibold">{toolStatusLabel(tool.status)}</span>
        {tool.publishAt ? (
          <span className="block text-sm text-slate-700">
            Scheduled for {publicationTimeLabel(new Date(tool.publishAt))}
          </span>
        ) : null}
      </p>
      {tool.status === "rejected" && tool.rejectionReason ? (
        <p className="mt-1 text-sm text-slate-700">Reason: {tool.rejectionReason}</p>
      ) : null}
      {failure?.formError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900">
          {failure.formError}
        </p>
      ) : null}

      <div className="mt-4 space-y-3">
        {offered.includes(publish) ? action(publish, "Publish now", "Publishing...", "accent") : null}
        {offered.includes(schedule) ? (
          <StatusForm intent={schedule}>
            <PublishAtField
              what="tool"
              sent={failure?.values.publishAt}
              scheduled={tool.publishAt}
              error={failure?.fieldErrors.publishAt}
            />
            <Button type="submit" variant="secondary" size="sm" disabled={busy === schedule} className="mt-2 w-full">
              {busy === schedule ? "Scheduling..." : tool.publishAt ? "Reschedule" : "Schedule"}
            </Button>
          </StatusForm>
        ) : null}
        {offered.includes(unpublish) ? action(unpublish, "Unpublish", "Unpublishing...") : null}
        {offered.includes(restore) ? action(restore, "Restore", "Restoring...") : null}
        {offered.includes(archive) ? action(archive, "Archive", "Archiving...") : null}
        {offered.includes(remove) ? (
          <StatusForm intent={remove}>
            <ConfirmCheckbox id="confirm-delete" errorId="confirm-error" error={failure?.fieldErrors.confirm}>
              I understand that deleting removes this tool for good.
            </ConfirmCheckbox>
            <Button type="submit" variant="danger" size="sm" disabled={busy === remove} className="mt-2 w-full">
              {busy === remove ? "Deleting..." : "Delete permanently"}
            </Button>
          </StatusForm>
        ) : null}
      </div>
    </section>
  );
}
