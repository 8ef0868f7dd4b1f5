import { PublicationPanel, type PublicationAction } from "#app/components/admin/PublicationPanel.tsx";
import { TOOL_EDITOR_INTENTS, type ToolEditorFailure, type ToolEditorIntent } from "#app/lib/admin-tool-rules.ts";
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { publicationTimeLabel, toolStatusLabel } from "#app/lib/tool-status.ts";

const { publish, unpublish, schedule, archive, restore } = TOOL_EDITOR_INTENTS;

export interface StatusTool {
  status: ToolStatus;
  publishAt: string | null;
  rejectionReason: string | null;
}

const ACTIONS: Record<Exclude<ToolEditorIntent, "save" | "preview" | "delete">, PublicationAction> = {
  publish: { intent: publish, label: "Publish now", busyLabel: "Publishing...", variant: "accent" },
  schedule: { intent: schedule, label: "Schedule", busyLabel: "Scheduling...", schedules: true },
  unpublish: { intent: unpublish, label: "Unpublish", busyLabel: "Unpublishing..." },
  restore: { intent: restore, label: "Restore from archive", busyLabel: "Restoring..." },
  archive: { intent: archive, label: "Archive", busyLabel: "Archiving..." },
};

/** Which status actions a tool in each status offers, in the panel's order. */
const OFFERED: Record<ToolStatus, (keyof typeof ACTIONS)[]> = {
  draft: [publish, schedule, archive],
  pending: [publish, schedule, archive],
  rejected: [publish, schedule, archive],
  published: [unpublish, archive],
  archived: [restore],
};

/** The tool editor's publication panel; archive comes before a permanent delete. */
export function ToolStatusPanel({
  formId,
  tool,
  failed,
}: {
  formId: string;
  tool: StatusTool;
  failed: ToolEditorFailure | null;
}) {
  const actions = OFFERED[tool.status].map((intent) =>
    intent === schedule && tool.publishAt ? { ...ACTIONS[intent], label: "Reschedule" } : ACTIONS[intent],
  );
  return (
    <PublicationPanel
      formId={formId}
      what="tool"
      status={{ label: toolStatusLabel(tool.status), testId: "tool-status" }}
      details={
        <>
          {tool.publishAt ? (
            <span className="block text-sm text-slate-700">
              Scheduled for {publicationTimeLabel(new Date(tool.publishAt))}
            </span>
          ) : null}
          {tool.status === "rejected" && tool.rejectionReason ? (
            <span className="mt-1 block text-sm text-slate-700">Reason: {tool.rejectionReason}</span>
          ) : null}
        </>
      }
      actions={actions}
      scheduled={tool.publishAt}
      remove={
        tool.status === "archived"
          ? {
              intent: TOOL_EDITOR_INTENTS.delete,
              label: "Delete permanently",
              confirm: "I understand that deleting removes this tool for good.",
            }
          : null
      }
      failed={failed}
    />
  );
}
