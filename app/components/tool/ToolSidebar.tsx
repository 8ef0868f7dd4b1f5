import { NewsletterForm } from "#app/components/newsletter/NewsletterForm.tsx";
import { ToolLogo } from "#app/components/ToolLogo.tsx";
import { Link } from "#app/components/Link.tsx";
import type { ReactNode } from "react";
import type { PostLink } from "#app/server/blog/latest-posts.server.ts";
import type { ToolSummary } from "#app/server/catalog/tool-summary.server.ts";

/** A bordered sidebar box with its heading. */
function SidebarBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-xl border border-slate-200 p-5">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function ToolLinks({
  id,
  title,
  tools,
  more = null,
}: {
  id: string;
  title: string;
  tools: ToolSummary[];
  /** A link under the list. */
  more?: { to: string; label: string } | null;
}) {
  if (tools.length === 0) return null;
  return (
    <SidebarBox id={id} title={title}>
      <ul className="mt-3 space-y-3">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link to={`/tool/${tool.slug}`} className="focus-ring flex items-center gap-3 rounded hover:text-slate-950">
              <ToolLogo tool={tool} size={32} className="h-8 w-8 rounded-md" />
              <span className="text-sm font-medium text-slate-800">{tool.name}</span>
            </Link>
          </li>
        ))}
      </ul>
      {more ? (
        <Link
          to={more.to}
          className="focus-ring mt-4 inline-flex min-h-6 items-center break-words rounded text-sm font-semibold text-orange-800 hover:text-orange-950"
        >
          {more.label}
        </Link>
      ) : null}
    </SidebarBox>
  );
}

/** A titled list of blog post links; with viewAll, a 'View all posts' link to /blog follows. */
export function PostLinks({
  id,
  title,
  posts,
  viewAll = false,
}: {
  id: string;
  title: string;
  posts: PostLink[];
  viewAll?: boolean;
}) {
  return (
    <SidebarBox id={id} title={title}>
      {posts.length === 0 ? <p className="mt-3 text-sm text-slate-600">No blog posts available.</p> : null}
      <ul className="mt-3 space-y-3">
        {posts.map((post) => (
          <li key={post.id}>
            <Link
              to={`/blog/${post.slug}`}
              className="focus-ring inline-flex min-h-6 items-center rounded text-sm font-medium text-slate-800 hover:text-slate-950"
            >
              {post.title}
            </Link>
          </li>
        ))}
      </ul>
      {viewAll ? (
        <Link
          to="/blog"
          className="focus-ring mt-4 inline-flex min-h-6 items-center rounded text-sm font-semibold text-orange-800 hover:text-orange-950"
        >
          View all posts
        </Link>
      ) : null}
    </SidebarBox>
  );
}

export function ToolSidebar({
  featured,
  similar,
  posts,
  alternatives = null,
}: {
  featured: ToolSummary[];
  similar: ToolSummary[];
  posts: PostLink[];
  /** The tool's alternatives page, linked under the similar tools. */
  alternatives?: { to: string; label: string } | null;
}) {
  return (
    <aside className="space-y-6" aria-label="More tools and reading">
      <ToolLinks id="featured-tools-heading" title="Featured Tools" tools={featured} />
      <ToolLinks id="similar-tools-heading" title="Similar Tools" tools={similar} more={alternatives} />
      <SidebarBox id="newsletter-heading" title="Newsletter">
        <p className="mt-2 text-sm text-slate-600">New tools and posts of the week, in one e-mail.</p>
        <div className="mt-3">
          <NewsletterForm source="tool-sidebar" />
        </div>
      </SidebarBox>
      <PostLinks id="latest-posts-heading" title="Latest from the Blog" posts={posts} viewAll />
    </aside>
  );
}
