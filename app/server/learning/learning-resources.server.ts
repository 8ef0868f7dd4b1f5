import { asc } from "drizzle-orm";
import type { Database } from "#app/server/db/client.server.ts";
import { learningResources } from "#app/server/db/schema.server.ts";

export interface LearningResource {
  id: string;
  title: string;
  url: string;
  kind: string;
  author: string | null;
  description: string;
}

/** Every curated resource, in the editors' order within each kind. */
export function listLearningResources(db: Database): Promise<LearningResource[]> {
  return db
    .select({
      id: learningResources.id,
      title: learningResources.title,
      url: learningResources.url,
      kind: learningResources.kind,
      author: learningResources.author,
      description: learningResources.description,
    })
    .from(learningResources)
    .orderBy(asc(learningResources.kind), asc(learningResources.position), asc(learningResources.title));
}
