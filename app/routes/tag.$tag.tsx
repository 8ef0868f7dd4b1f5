import {
  data,
  redirect,
  useLoaderData,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { Breadcrumb } from "#app/components/Breadcrumb.tsx";
import { ListingStructuredData } from "#app/components/StructuredData.tsx";
import { Pagination } from "#app/components/catalog/Pagination.tsx";
import { ToolGrid } from "#app/components/catalog/ToolGrid.tsx";
import { canonicalPath, shareMeta, siteNameFrom } from "#app/lib/meta.ts";
import { parsePageParam, totalPagesFor } from "#app/lib/pagination.ts";
import { toolCard } from "#app/lib/tool-card.ts";
import { GRID_PAGE_SIZE } from "#app/lib/tool-filters.ts";
import { tagPath } from "#app/lib/topics.ts";
import { hasControlCharacters } from "#app/lib/control-characters.ts";
import { findEndedMatches, NO_ENDED_MATCHES } from "#app/server/catalog/ended-matches.server.ts";
import { listToolRows } from "#app/server/catalog/tool-list.server.ts";
import { findRenamedTag, findTag } from "#app/server/catalog/topics.server.ts";
import { PUBLIC_PAGE } from "#app/server/http/cache-control.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const requested = (params.tag ?? "").trim();
  if (!requested) throw redirect("/browse?notice=invalid-tag");
  if (hasControlCharacters(requested)) throw notFound("Tag not found");
  const url = new URL(request.url);
  const page = parsePageParam(url.searchParams.get("page"));
  if (page === null) throw badRequest("The page must be a whole number from 1.");
  const db = context.db();
  const tag = await findTag(db, requested);
  if (!tag) {
    // The name of a tag since renamed, or merged into another: one hop to that tag's page.
    const renamed = await findRenamedTag(db, requested);
    if (renamed) throw redirect(`${tagPath(renamed)}${url.search}`, 301);
    throw notFound("Tag not found");
  }
  // The tag's published tools are counted by triggers (tags.tool_count): no count per render.
  const totalPages = totalPagesFor(tag.toolCount, GRID_PAGE_SIZE);
  if (page > totalPages) throw notFound();
  const tools = await listToolRows(db, { tagId: tag.id }, page, GRID_PAGE_SIZE);
  const ended = tools.length === 0 ? await findEndedMatches(db, { tagId: tag.id }) : NO_ENDED_MATCHES;
  return data(
    { tag: tag.name, page, totalPages, tools: tools.map(toolCard), ended },
    { headers: { "Cache-Control": PUBLIC_PAGE } },
  );
}

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) =>
  data
    ? shareMeta(matches, {
        title: `#${data.tag} | ${siteNameFrom(matches)}`,
        description: `Bitcoin tools tagged with #${data.tag}.`,
        path: canonicalPath(location),
      })
    : [{ title: `Tag not found | ${siteNameFrom(matches)}` }];

export default function TagPage() {
  const { tag, tools, ended, page, totalPages } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 py-10">
      <Breadcrumb crumbs={[{ label: "Topics", to: "/topics" }, { label: `#${tag}` }]} />
      <ListingStructuredData
        crumbs={[
          { label: "Topics", to: "/topics" },
          { label: `#${tag}`, to: `/tag/${encodeURIComponent(tag)}` },
        ]}
        items={tools.map((tool) => ({ name: tool.name, path: `/tool/${tool.slug}` }))}
        firstPosition={(page - 1) * GRID_PAGE_SIZE + 1}
      />
      <h1 className="mt-6 text-3xl font-bold text-slate-900 sm:text-4xl">{`#${tag}`}</h1>
      <p className="mt-2 text-slate-600">{`Showing all tools tagged with #${tag}`}</p>
      <div className="mt-8">
        <ToolGrid tools={tools} ended={ended} />
      </div>
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => `${tagPath(tag)}${p > 1 ? `?page=${p}` : ""}`} />
    </div>
  );
}
