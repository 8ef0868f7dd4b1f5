import type { LoaderData } from "#app/lib/loader-data.ts";
import { CategoryChips } from "#app/components/blog/CategoryChips.tsx";
import { FeaturedImage } from "#app/components/blog/FeaturedImage.tsx";
import { ShareButtons } from "#app/components/tool/ShareButtons.tsx";
import { dateInWords } from "#app/lib/date-in-words.ts";
import type { loader } from "#app/routes/blog.$slug/route.tsx";

type Post = LoaderData<typeof loader>["post"];

/** The post itself: title, byline, categories, image, body, tags and the share box. */
export function PostArticle({ post, excerpt, pageUrl }: { post: Post; excerpt: string; pageUrl: string }) {
  return (
    <article className="min-w-0">
      <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{post.title}</h1>
      <p className="mt-3 text-sm text-slate-600">
        By {post.authorName}
        {post.publishedAt ? (
          <>
            {" · "}
            <time dateTime={post.publishedAt}>{dateInWords(post.publishedAt)}</time>
          </>
        ) : null}
      </p>
      <CategoryChips categories={post.categories} className="mt-4" />
      <FeaturedImage post={post} loading="priority" className="mt-6 rounded-xl" />
      <div className="rich-content mt-8" dangerouslySetInnerHTML={{ __html: post.html }} />
      {post.tags.length > 0 ? (
        <div className="mt-8">
          <h2 className="text-sm font-semibold text-slate-900">Tags</h2>
          <ul className="mt-2 flex flex-wrap gap-2">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-700">
                {tag}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-8 rounded-xl border border-slate-200 p-5">
        <p className="mb-4 text-sm text-slate-700">{excerpt}</p>
        <ShareButtons url={pageUrl} title={post.title} />
      </div>
    </article>
  );
}
