// A tool that may already be listed: what the editors see of it beside a submission or a new tool,
// and the box that lets them go on all the same.
import type { ToolStatus } from "#app/lib/tool-facets.ts";
import { toolStatusLabel } from "#app/lib/tool-status.ts";

export interface DuplicateMatch {
  id: string;
  name: string;
  slug: string;
  status: ToolStatus;
  /** The website both share ("example.com", "github.com/owner/project"), when that is why it matches. */
  sameSite: string | null;
  sameName: boolean;
}

/** The checkbox an editor ticks to create or approve a tool that looks like one already there. */
export const CONFIRM_DUPLICATE_FIELD = "confirmDuplicate";

export const duplicateConfirmed = (form: FormData) => form.get(CONFIRM_DUPLICATE_FIELD) === "yes";

/** The existing listing: its public page once published, else its page in the editor. */
export const duplicateHref = (match: Pick<DuplicateMatch, "id" | "slug" | "status">) =>
  match.status === "published" ? `/tool/${match.slug}` : `/admin/tools/${match.id}`;

/** Why it matches, in words: "Same website (example.com) and same name". */
export function duplicateReason(match: Pick<DuplicateMatch, "sameSite" | "sameName">): string {
  const reasons = [
    ...(match.sameSite ? [`same website (${match.sameSite})`] : []),
    ...(match.sameName ? ["same name"] : []),
  ];
  const text = reasons.join(" and ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export const duplicateStatus = (match: Pick<DuplicateMatch, "status">) => toolStatusLabel(match.status);

export const DUPLICATE_CREATE_ERROR =
  "This tool may already be in the directory. Check the listing below; to create it all the same, tick 'Create anyway' and create it again.";

export const DUPLICATE_APPROVAL_ERROR =
  "This submission may already be in the directory (see 'Possible duplicate'). To approve it all the same, tick 'Approve anyway' and approve it again.";
