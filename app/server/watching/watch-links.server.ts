// The unsubscribe links of watch mails, which act for a user without a session: one stops mails
// about one tool (it ends that watch), the other stops every watch mail (it ends all their
// watches). Each carries an HMAC of the user and the tool, so nobody can make one for another user;
// they do not expire, as a mail may be read long after it came.
import { signText, verifyText } from "#app/server/security/signed-text.server.ts";

const PURPOSE = "watch-unsubscribe";
export const WATCH_UNSUBSCRIBE_PATH = "/watching/unsubscribe";

/** One tool's watch, or (`toolId` null) every watch of the user. */
export interface WatchUnsubscribe {
  userId: string;
  toolId: string | null;
}

const signedText = ({ userId, toolId }: WatchUnsubscribe) => `${userId}\n${toolId ?? "all"}`;

export async function watchUnsubscribeLink(siteUrl: string, secret: string, target: WatchUnsubscribe) {
  const url = new URL(WATCH_UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set("user", target.userId);
  if (target.toolId) url.searchParams.set("tool", target.toolId);
  url.searchParams.set("signature", await signText(secret, PURPOSE, signedText(target)));
  return url.toString();
}

/** What a link's query vouches for, or null for a forged or altered link. */
export async function verifyWatchUnsubscribe(secret: string, query: URLSearchParams): Promise<WatchUnsubscribe | null> {
  const userId = query.get("user");
  const toolId = query.get("tool") || null;
  if (!userId || userId.length > 200 || (toolId && !/^[0-9a-f-]{36}$/.test(toolId))) return null;
  const target = { userId, toolId };
  return (await verifyText(secret, PURPOSE, signedText(target), query.get("signature") ?? "")) ? target : null;
}
