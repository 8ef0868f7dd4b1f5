import type { ReactNode } from "react";
import type { Feature } from "#app/lib/features.ts";
import { CUSTODY_LABELS, KYC_LABELS, PLATFORM_LABELS, type OpenSourceValue } from "#app/lib/tool-facets.ts";
import { yesNoWords } from "#app/lib/tool-facts.ts";
import type { ToolDetail } from "#app/server/catalog/tool-detail.server.ts";

const NOT_GIVEN = <span className="text-slate-500">Not given</span>;

const yesNo = (value: OpenSourceValue) => yesNoWords(value) ?? NOT_GIVEN;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[10rem_1fr] sm:gap-4">
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything the tool holds, as the submitter sent it (or as an editor has since changed it). */
export function SubmissionDetails({ tool, features }: { tool: ToolDetail; features: Feature[] }) {
  return (
    <section aria-labelledby="details-heading" className="mt-8">
      <h2 id="details-heading" className="text-xl font-semibold text-slate-900">
        What was submitted
      </h2>
      <dl className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white px-5">
        <Row label="Name">{tool.name}</Row>
        <Row label="Website">
          <a
            href={tool.websiteUrl}
            rel="noopener noreferrer nofollow"
            className="focus-ring break-all rounded text-orange-800 underline"
          >
            {tool.websiteUrl}
          </a>
        </Row>
        <Row label="Description">{tool.description}</Row>
        <Row label="About">
          {tool.fullDescription ? (
            <div className="rich-content" dangerouslySetInnerHTML={{ __html: tool.fullDescription }} />
          ) : (
            NOT_GIVEN
          )}
        </Row>
        <Row label="Features">
          {features.length ? (
            <ul className="list-disc space-y-1 pl-5">
              {features.map((feature) => (
                <li key={`${feature.title}-${feature.description}`}>
                  <span className="font-medium">{feature.title}</span>
                  {feature.description ? ` - ${feature.description}` : null}
                </li>
              ))}
            </ul>
          ) : (
            NOT_GIVEN
          )}
        </Row>
        <Row label="Categories">
          {tool.categories.length
            ? tool.categories.map((category, index) => (
                <span key={category.id}>
                  {index > 0 ? ", " : null}
                  {category.name}
                  {index === 0 ? " (primary)" : null}
                </span>
              ))
            : NOT_GIVEN}
        </Row>
        <Row label="Tags">{tool.tags.length ? tool.tags.join(", ") : NOT_GIVEN}</Row>
        <Row label="Custody">{tool.custody ? CUSTODY_LABELS[tool.custody] : NOT_GIVEN}</Row>
        <Row label="KYC">{tool.kyc ? KYC_LABELS[tool.kyc] : NOT_GIVEN}</Row>
        <Row label="Open source">{yesNo(tool.openSource)}</Row>
        <Row label="Lightning">{yesNo(tool.lightning)}</Row>
        <Row label="Platforms">
          {tool.platforms.length ? tool.platforms.map((p) => PLATFORM_LABELS[p]).join(", ") : NOT_GIVEN}
        </Row>
      </dl>
    </section>
  );
}
