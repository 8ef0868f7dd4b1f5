import { Form, useNavigation } from "react-router";
import { CsrfField } from "#app/components/CsrfField.tsx";
import { Button } from "#app/components/ui/Button.tsx";
import { adminDateTime } from "#app/lib/admin-dates.ts";
import type { ToolImageSource } from "#app/lib/tool-image-origin.ts";
import { TOOL_IMAGE_INTENTS } from "#app/lib/tool-image-rules.ts";

export interface ImageOrigin {
  source: ToolImageSource | null;
  sourceUrl: string | null;
  license: string | null;
  storedAt: Date | null;
}

const FETCHED_FROM = {
  website: "Fetched from the tool's website",
  avatar: "The GitHub organisation's avatar, fetched",
  package: "From an icon package the site ships, stored",
} as const;

/** Where an image came from, and under which licence, in a sentence under it. */
export function ImageOriginNote({ origin, noun }: { origin: ImageOrigin; noun: string }) {
  if (!origin.source || origin.source === "editor")
    return (
      <p className="mt-3 text-sm text-slate-600">
        Uploaded by an editor: the listing check never replaces this {noun}.
      </p>
    );
  return (
    <p className="mt-3 text-sm text-slate-600">
      {FETCHED_FROM[origin.source]} on {adminDateTime(origin.storedAt)}, from{" "}
      <a href={origin.sourceUrl ?? undefined} className="break-all font-medium text-bitcoin-dark hover:underline">
        {origin.sourceUrl}
      </a>
      . Licence: {origin.license ?? "not stated by its source"}. The listing check may replace it with the
      website&apos;s own; an upload replaces it for good.
    </p>
  );
}

/** The latest look at the website for images, and the button that looks again now. */
export function WebsiteImagesPanel({
  websiteUrl,
  lastFetchAt,
  lastFetchOutcome,
  canFetch,
}: {
  websiteUrl: string;
  lastFetchAt: Date | null;
  lastFetchOutcome: string | null;
  canFetch: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === TOOL_IMAGE_INTENTS.fetchFromWebsite;
  return (
    <section
      aria-labelledby="website-images-heading"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <h2 id="website-images-heading" className="text-lg font-semibold text-slate-900">
        From the website
      </h2>
      <p className="mt-2 text-sm text-slate-600">
        The listing check reads the icons and the og:image that{" "}
        <span className="break-all font-medium">{websiteUrl}</span> declares, and uses them when no editor uploaded a
        logo or a screenshot.
      </p>
      <p className="mt-2 break-words text-sm text-slate-700">
        {lastFetchAt ? `Last looked on ${adminDateTime(lastFetchAt)}: ${lastFetchOutcome}` : "Not looked at yet."}
      </p>
      {canFetch ? (
        <Form method="post" className="mt-4">
          <CsrfField />
          <input type="hidden" name="intent" value={TOOL_IMAGE_INTENTS.fetchFromWebsite} />
          <Button type="submit" variant="secondary" size="sm" disabled={busy}>
            {busy ? "Fetching..." : "Fetch from the website"}
          </Button>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Both images were uploaded by an editor: nothing is fetched.</p>
      )}
    </section>
  );
}
