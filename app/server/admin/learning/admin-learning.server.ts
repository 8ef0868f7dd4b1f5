// The learning resources as the admin sees them: every one, in the public page's order within
// its kind, and one resource for its edit page.
import { asc, eq } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";

const columns = {
  id: learningResources.id,
  title: learningResources.title,
  url: learningResources.url,
  kind: learningResources.kind,
  author: learningResources.author,
  description: learningResources.description,
  position: learningResources.position,
  version: learningResources.version,
};

export type AdminLearningResource = {
  id: string;
  title: string;
  url: string;
  kind: string;
  author: string | null;
  description: string;
  position: number;
  version: number;
};

export function listAdminLearning(db: Database): Promise<AdminLearningResource[]> {
  return db
    .select(columns)
    .from(learningResources)
    .orderBy(asc(learningResources.kind), asc(learningResources.position), asc(learningResources.title));
}

export async function findAdminLearningResource(db: Database, id: string): Promise<AdminLearningResource | null> {
  const [row] = await db.select(columns).from(learningResources).where(eq(learningResources.id, id));
  return row ?? null;
}

/** The edit form's fields as it shows them, which a stale save compares. */
export function learningFormValues(resource: AdminLearningResource): Record<string, string> {
  const { title, url, kind, author, description } = resource;
  return { title, url, kind, author: author ?? "", description };
}
