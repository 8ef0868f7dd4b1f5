// A page of /tag or /topics: the ?page= asked for, its topics and how many pages there are.
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import type { TopicLetter } from "#app/lib/topics.ts";
import type { Database } from "#app/server/db/client.server.ts";
import { listTopics, TOPIC_PAGE_SIZE } from "#app/server/catalog/topics.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";

export async function loadTopicPage(db: Database, letter: TopicLetter | null, request: Request) {
  const page = parsePageParam(new URL(request.url).searchParams.get("page"));
  if (page === null) throw badRequest("The page must be a whole number from 1.");
  const { topics, total } = await listTopics(db, letter, page);
  if (page > 1 && topics.length === 0) throw notFound();
  return { topics, page, totalPages: totalPagesFor(total, TOPIC_PAGE_SIZE) };
}
