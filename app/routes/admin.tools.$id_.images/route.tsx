import {
  data,
  useActionData,
  useLoaderData,
  useRouteLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "react-router";
import { adminMeta } from "#app/lib/meta.ts";
import { onMainSite } from "#app/lib/site-hosts.ts";
import { toolLogoUrl } from "#app/lib/tool-logo.ts";
import { TOOL_NOT_FOUND, type ToolImageResult } from "#app/lib/tool-image-rules.ts";
import { TOOL_IMAGE_BOXES, toolImage } from "#app/lib/tool-images.ts";
import { isUuid } from "#app/lib/uuid.ts";
import type { loader as rootLoader } from "#app/root.tsx";
import { toolImagesAction } from "#app/server/admin/tools/tool-images-action.server.ts";
import { readToolImages } from "#app/server/admin/tools/tool-images-read.server.ts";
import { readSiteImageState, wantedSiteImages } from "#app/server/site-images/refresh-site-images.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { ADMIN_PAGE } from "#app/server/http/cache-control.server.ts";
import { notFound } from "#app/server/http/responses.server.ts";
import { ImageSection } from "#app/routes/admin.tools.$id_.images/ImageSection.tsx";
import { ImageOriginNote, WebsiteImagesPanel } from "#app/routes/admin.tools.$id_.images/WebsiteImagesPanel.tsx";
import { BackLink } from "#app/components/admin/BackLink.tsx";
import { FormAlert } from "#app/components/ui/FormAlert.tsx";

export async function loader({ params, context }: LoaderFunctionArgs) {
  requireAdmin(context);
  const tool = isUuid(params.id) ? await readToolImages(context.db(), params.id) : null;
  const site = tool ? await readSiteImageState(context.db(), tool.id) : null;
  if (!tool || !site) throw notFound(TOOL_NOT_FOUND);
  const want = wantedSiteImages(site);
  return data(
    {
      tool: { id: tool.id, name: tool.name, slug: tool.slug },
      logo: tool.logoUrl ? toolImage(tool.logoUrl) : null,
      lettermark: toolLogoUrl({ slug: tool.slug, logoUrl: null }),
      screenshot: tool.screenshotUrl ? toolImage(tool.screenshotUrl) : null,
      logoOrigin: {
        source: site.logoSource,
        sourceUrl: site.logoSourceUrl,
        license: site.logoLicense,
        storedAt: site.logoStoredAt,
      },
      screenshotOrigin: {
        source: site.screenshotSource,
        sourceUrl: site.screenshotSourceUrl,
        license: site.screenshotLicense,
        storedAt: site.screenshotStoredAt,
      },
      website: {
        websiteUrl: site.websiteUrl,
        lastFetchAt: site.lastFetchAt,
        lastFetchOutcome: site.lastFetchOutcome,
        canFetch: want.logo || want.preview,
      },
    },
    { headers: { "Cache-Control": ADMIN_PAGE } },
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  requireAdmin(context);
  if (!isUuid(params.id)) throw notFound(TOOL_NOT_FOUND);
  return toolImagesAction(context, request, params.id);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  adminMeta(matches, data ? `Images of ${data.tool.name}` : TOOL_NOT_FOUND);

const HINT = "JPEG, PNG, WebP or GIF (a still one), up to 5 MB. It is stored as WebP";

export default function ToolImagesPage() {
  const { tool, logo, lettermark, screenshot, logoOrigin, screenshotOrigin, website } = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>() as ToolImageResult | undefined;
  const mainSite = useRouteLoaderData<typeof rootLoader>("root")?.mainSiteHref ?? "/";
  const onSite = (path: string) => onMainSite(mainSite, path);
  return (
    <div>
      <BackLink to={`/admin/tools/${tool.id}`}>Back to the tool</BackLink>
      <h1 className="mt-3 text-3xl font-bold text-slate-900">Images of {tool.name}</h1>
      <p className="mt-2 text-slate-600">
        The logo shows beside the tool&apos;s name across the site; the screenshot shows on{" "}
        <a href={onSite(`/tool/${tool.slug}`)} className="focus-ring font-medium text-bitcoin-dark hover:underline">
          its page
        </a>{" "}
        and is its share image.
      </p>
      {refused?.formError ? <FormAlert tone="error" title={refused.formError} className="mt-4" /> : null}
      <div className="mt-8 grid gap-6 xl:grid-cols-2">
        <ImageSection
          kind="logo"
          title="Logo"
          imageUrl={logo?.url ?? null}
          refused={refused}
          hint={`${HINT}, scaled to fit ${TOOL_IMAGE_BOXES.logo.width} × ${TOOL_IMAGE_BOXES.logo.height} pixels.`}
        >
          {logo ? (
            <>
              <img
                src={onSite(logo.url)}
                alt={`Current logo of ${tool.name}`}
                width={logo.width ?? 128}
                height={logo.height ?? 128}
                className="h-32 w-32 rounded-lg border border-slate-200 object-contain"
              />
              <ImageOriginNote origin={logoOrigin} noun="logo" />
            </>
          ) : (
            <div className="flex items-center gap-4">
              <img src={onSite(lettermark)} alt="" width={64} height={64} className="h-16 w-16 rounded-lg" />
              <p className="text-sm text-slate-600">No logo yet: the site shows this lettermark.</p>
            </div>
          )}
        </ImageSection>
        <ImageSection
          kind="screenshot"
          title="Screenshot"
          imageUrl={screenshot?.url ?? null}
          refused={refused}
          hint={`${HINT}, at most ${TOOL_IMAGE_BOXES.screenshot.width} pixels wide and ${TOOL_IMAGE_BOXES.screenshot.height} high.`}
        >
          {screenshot ? (
            <>
              <img
                src={onSite(screenshot.url)}
                alt={`Current screenshot of ${tool.name}`}
                width={screenshot.width}
                height={screenshot.height}
                className="h-auto max-w-full rounded-lg border border-slate-200"
              />
              <ImageOriginNote origin={screenshotOrigin} noun="screenshot" />
            </>
          ) : (
            <p className="text-sm text-slate-600">
              No screenshot yet: the tool&apos;s share image is drawn from its name.
            </p>
          )}
        </ImageSection>
      </div>
      <WebsiteImagesPanel {...website} />
    </div>
  );
}

export { AdminErrorBoundary as ErrorBoundary } from "#app/components/admin/AdminErrorBoundary.tsx";
