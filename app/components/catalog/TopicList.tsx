import { Link } from "#app/components/Link.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { toolCountLabel } from "#app/lib/plural.ts";
import { tagPath } from "#app/lib/topics.ts";
import type { Topic } from "#app/server/catalog/topics.server.ts";

/** Tags in three columns, each with its tool count, and the links to the other pages of them at `path`. */
export function TopicList({
  topics,
  page,
  totalPages,
  path,
}: {
  topics: Topic[];
  page: number;
  totalPages: number;
  path: string;
}) {
  return (
    <>
      <ul className="grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
        {topics.map((topic) => (
          <li key={topic.name}>
            <Link to={tagPath(topic.name)} className="topic-link">
              <span>{`#${topic.name}`}</span>
              <span>{toolCountLabel(topic.toolCount)}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Pagination page={page} totalPages={totalPages} hrefFor={(n) => (n === 1 ? path : `${path}?page=${n}`)} />
    </>
  );
}
