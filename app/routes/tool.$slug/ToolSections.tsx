import { Link } from "#app/components/Link.tsx";
import type { ReactNode } from "react";
import type { Feature } from "#app/lib/features.ts";
import { tagPath } from "#app/lib/topics.ts";

/** A titled part of the tool's article. */
function ArticleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-2xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The tool's long description, already sanitised by the loader; nothing when it has none. */
export function AboutSection({ html }: { html: string }) {
  if (!html) return null;
  return (
    <ArticleSection id="about-heading" title="About">
      <div className="rich-content mt-4" dangerouslySetInnerHTML={{ __html: html }} />
    </ArticleSection>
  );
}

export function FeatureList({ features }: { features: Feature[] }) {
  if (features.length === 0) return null;
  return (
    <ArticleSection id="features-heading" title="Key Features">
      <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
        {features.map((feature) => (
          <li key={feature.title} className="rounded-lg border border-slate-200 p-4">
            <p className="font-semibold text-slate-900">{feature.title}</p>
            {feature.description ? <p className="mt-1 text-sm text-slate-600">{feature.description}</p> : null}
          </li>
        ))}
      </ul>
    </ArticleSection>
  );
}

export function RelatedTopics({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <section aria-labelledby="tags-heading">
      <h2 id="tags-heading" className="text-lg font-semibold text-slate-900">
        Related Topics
      </h2>
      <ul className="mt-3 flex flex-wrap gap-2">
        {tags.map((tag) => (
          <li key={tag}>
            <Link
              to={tagPath(tag)}
              className="focus-ring inline-block rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-700 hover:border-slate-500"
            >
              {`#${tag}`}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The tool's screenshot, after its About: below the fold, so it loads as it comes near, in room
 * kept for it by its size (known for uploaded ones), never wider than the column.
 */
export function Screenshot({ image, name }: { image: { url: string; width?: number; height?: number }; name: string }) {
  return (
    <figure>
      <img
        src={image.url}
        alt={`Screenshot of ${name}`}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
        className={`block h-auto max-w-full rounded-xl border border-slate-200${image.width ? "" : " w-full"}`}
      />
    </figure>
  );
}
