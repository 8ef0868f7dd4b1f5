// The forms of a tool's images page: upload or remove its logo or its screenshot. Success returns
// to the page with a notice; a refused upload shows the page again with the reason by its field.
import { data, redirect, type AppLoadContext } from "react-router";
import { BODY_TOO_LARGE_HEADER } from "#app/lib/body-limits.ts";
import { formFailure, parseForm } from "#app/lib/form-result.ts";
import type { NoticeKey } from "#app/lib/notices.ts";
import {
  LogoUploadForm,
  REMOVE_INTENT,
  ScreenshotUploadForm,
  TOOL_IMAGE_INTENTS,
  TOO_LARGE_IMAGE_PARAM,
  TOOL_IMAGE_TOO_LARGE,
  TOOL_NOT_FOUND,
  UPLOAD_INTENT,
  BOTH_IMAGES_EDITORS,
  type ToolImageField,
  type ToolImageIntent,
  type ToolImageResult,
} from "#app/lib/tool-image-rules.ts";
import type { ToolImageKind } from "#app/lib/tool-images.ts";
import { removeToolImage, uploadToolImage } from "#app/server/admin/tools/tool-image-change.server.ts";
import { readToolImages } from "#app/server/admin/tools/tool-images-read.server.ts";
import { badRequest, notFound } from "#app/server/http/responses.server.ts";
import { readCheckedForm } from "#app/server/security/checked-form.server.ts";
import { requireAdmin } from "#app/server/auth/guards.server.ts";
import { checkerUserAgent } from "#app/server/health/check-listings.server.ts";
import { imageUploadRefusal } from "#app/server/images/upload-limit.server.ts";
import {
  readSiteImageState,
  refreshSiteImages,
  wantedSiteImages,
} from "#app/server/site-images/refresh-site-images.server.ts";

type Problems = { fieldErrors?: Partial<Record<ToolImageField, string>>; formError?: string };

const refused = (intent: ToolImageIntent | null, status: number, problems: Problems) =>
  data<ToolImageResult>({ ...formFailure({}, problems), intent }, { status });

const done = (toolId: string, notice: NoticeKey) => redirect(`/admin/tools/${toolId}/images?notice=${notice}`);

/** For an admin only (the route checks), on a tool whose id is a UUID. */
export async function toolImagesAction(context: AppLoadContext, request: Request, toolId: string) {
  // The Worker stops reading an upload over the limit and hands it on without its body: the
  // form's address says which image it was.
  if (request.headers.has(BODY_TOO_LARGE_HEADER)) return tooLarge(request);
  const form = await readCheckedForm(request, context);
  // Nothing is decoded or stored for a tool that does not exist.
  if (!(await readToolImages(context.db(), toolId))) throw notFound(TOOL_NOT_FOUND);
  switch (form.get("intent")) {
    case TOOL_IMAGE_INTENTS.uploadLogo:
      return upload(context, toolId, "logo", form);
    case TOOL_IMAGE_INTENTS.uploadScreenshot:
      return upload(context, toolId, "screenshot", form);
    case TOOL_IMAGE_INTENTS.removeLogo:
      return remove(context, toolId, "logo");
    case TOOL_IMAGE_INTENTS.removeScreenshot:
      return remove(context, toolId, "screenshot");
    case TOOL_IMAGE_INTENTS.fetchFromWebsite:
      return fetchFromWebsite(context, toolId);
    default:
      throw badRequest("Unknown images action.");
  }
}

async function upload(context: AppLoadContext, toolId: string, kind: ToolImageKind, form: FormData) {
  const intent = UPLOAD_INTENT[kind];
  const parsed = kind === "logo" ? parseForm(form, LogoUploadForm) : parseForm(form, ScreenshotUploadForm);
  if (!parsed.ok) return refused(intent, 400, { fieldErrors: parsed.fieldErrors });
  const file = "logo" in parsed.data ? parsed.data.logo : parsed.data.screenshot;
  const change = await uploadToolImage(context, toolId, kind, file);
  if (!change.ok) return refused(intent, change.status, { fieldErrors: { [kind]: change.error } });
  return done(toolId, `tool-${kind}-uploaded`);
}

async function remove(context: AppLoadContext, toolId: string, kind: ToolImageKind) {
  const change = await removeToolImage(context, toolId, kind);
  if (!change.ok) return refused(REMOVE_INTENT[kind], change.status, { formError: change.error });
  return done(toolId, `tool-${kind}-removed`);
}

/** Looks at the tool's website now for the images no editor uploaded; the page shows what came of it. */
async function fetchFromWebsite(context: AppLoadContext, toolId: string) {
  const intent = TOOL_IMAGE_INTENTS.fetchFromWebsite;
  const state = await readSiteImageState(context.db(), toolId);
  if (!state) throw notFound(TOOL_NOT_FOUND);
  const want = wantedSiteImages(state);
  if (!want.logo && !want.preview) return refused(intent, 400, { formError: BOTH_IMAGES_EDITORS });
  const limited = await imageUploadRefusal(context.db(), requireAdmin(context).id);
  if (limited) return refused(intent, 429, { formError: limited });
  try {
    await refreshSiteImages(context.env, context.db(), toolId, checkerUserAgent(context.env));
  } catch (error) {
    console.error("site images", toolId, error);
    return refused(intent, 503, { formError: "The website's images could not be stored. Try again." });
  }
  return done(toolId, "tool-website-images-fetched");
}

function tooLarge(request: Request) {
  const kind = new URL(request.url).searchParams.get(TOO_LARGE_IMAGE_PARAM);
  if (kind !== "logo" && kind !== "screenshot") return refused(null, 413, { formError: TOOL_IMAGE_TOO_LARGE });
  return refused(UPLOAD_INTENT[kind], 413, { fieldErrors: { [kind]: TOOL_IMAGE_TOO_LARGE } });
}
