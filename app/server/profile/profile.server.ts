// A user's profile row (spec: id = user id, username, full_name, avatar_url). Every read and
// write takes the user id from the session, never from the request.
import { desc, eq, sql } from "drizzle-orm";
import type { ProfileInput } from "#app/lib/profile-rules.ts";
import { violatedUniqueIndex } from "#app/server/admin/write-refused.server.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { profiles, tools } from "#app/server/db/schema.server.ts";
import { queuePlace } from "#app/server/submissions/review-queue.server.ts";

export type Profile = Pick<typeof profiles.$inferSelect, "id" | "username" | "fullName" | "avatarUrl">;

export async function readProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db
    .select({
      id: profiles.id,
      username: profiles.username,
      fullName: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row ?? { id: userId, username: null, fullName: null, avatarUrl: null };
}

export type ProfileUpdate = { ok: true } | { ok: false; field: "username"; error: string };

/** Upserts the profile; a username another user holds (in any case) is refused. */
export async function updateProfile(db: Database, userId: string, input: ProfileInput): Promise<ProfileUpdate> {
  const [taken] = input.username
    ? await db
        .select({ id: profiles.id })
        .from(profiles)
        .where(sql`lower(${profiles.username}) = ${input.username} AND ${profiles.id} <> ${userId}`)
        .limit(1)
    : [];
  if (taken) return { ok: false, field: "username", error: "That username is taken. Choose another." };
  try {
    await db
      .insert(profiles)
      .values({ id: userId, username: input.username, fullName: input.fullName || null })
      .onConflictDoUpdate({
        target: profiles.id,
        set: { username: input.username, fullName: input.fullName || null, updatedAt: sql`now()` },
      });
  } catch (error) {
    // Two users claiming the same name at once: the unique index decides.
    if (violatedUniqueIndex(error) === "profiles_username_lower_key")
      return { ok: false, field: "username", error: "That username is taken. Choose another." };
    throw error;
  }
  return { ok: true };
}

export type SubmittedTool = Pick<
  typeof tools.$inferSelect,
  "id" | "name" | "slug" | "description" | "status" | "publishAt" | "rejectionReason"
> & {
  /** As Postgres writes it. */
  createdAt: string;
  /** Its place in the review queue (1 is next) while it waits there, else null. */
  queuePlace: number | null;
};

/** The user's own submissions, any status, newest first, with where each stands in its review. */
export function listSubmittedTools(db: Database, userId: string): Promise<SubmittedTool[]> {
  return db
    .select({
      id: tools.id,
      name: tools.name,
      slug: tools.slug,
      description: tools.description,
      status: tools.status,
      publishAt: tools.publishAt,
      rejectionReason: tools.rejectionReason,
      createdAt: sql<string>`${tools.createdAt}::text`,
      queuePlace,
    })
    .from(tools)
    .where(eq(tools.userId, userId))
    .orderBy(desc(tools.createdAt));
}
