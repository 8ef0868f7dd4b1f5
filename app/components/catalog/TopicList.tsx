import { Link } from "@remix-run/react";
import { toolCountLabel } from "#app/lib/plural.ts";
import { tagPath } from "#app/lib/topics.ts";
import type { Topic } from "#app/server/catalog/topics.server.ts";

/** Tags in three columns, each with its tool count. */
export function TopicList({ topics }: { topics: Topic[] }) {
  return (
    <ul className="grid grid-cols-1 gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
      {topics.map((topic) => (
        <li key={topic.name}>
          <Link
            to={tagPath(topic.name)}
            className="focus-ring flex items-center justify-between rounded-md px-3 py-2 hover:bg-slate-100"
          >
            <span className="font-medium text-slate-900">{`#${topic.name}`}</span>
            <span className="text-sm text-slate-600">{toolCountLabel(topic.toolCount)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
