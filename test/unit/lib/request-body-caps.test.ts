// Which requests may carry an upload or long text, and how large.
import { describe, expect, it } from "vitest";
import { POST_LIMITS } from "#app/lib/admin-blog-rules.ts";
import { AVATAR_MAX_BYTES, FORM_BODY_MAX_BYTES, TOOL_IMAGE_MAX_BYTES, urlEncodedBytes } from "#app/lib/body-limits.ts";
import {
  bodyLimitFor,
  bodyReadCeilingFor,
  isUploadRoute,
  POST_FORM_BODY_MAX_BYTES,
  TOOL_FORM_BODY_MAX_BYTES,
} from "#app/lib/request-body-caps.ts";

const ID = "0b5a3d0e-4c1f-4a57-9d2e-7f3b8c6a1e90";

describe("request body limits", () => {
  it("leave room for the largest file plus the form's other fields on an upload route", () => {
    expect(bodyLimitFor("/profile")).toBe(AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES);
    const images = `/admin/tools/${ID}/images`;
    expect(bodyLimitFor(images)).toBe(TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES);
    expect(isUploadRoute(images)).toBe(true);
    expect(isUploadRoute(`${images}/`)).toBe(true);
    expect(bodyReadCeilingFor(images)).toBe(2 * bodyLimitFor(images));
  });

  it("fit a post of the longest Markdown in the widest characters, URL-encoded, on its editor pages", () => {
    const longest = new URLSearchParams({ content: "日".repeat(POST_LIMITS.content) }).toString();
    expect(longest.length).toBeLessThanOrEqual(urlEncodedBytes(POST_LIMITS.content) + "content=".length);
    for (const path of [
      "/admin/blog/new",
      `/admin/blog/${ID}`,
      "/admin/blog/new/autosave",
      `/admin/blog/${ID}/autosave`,
    ])
      expect(bodyLimitFor(path)).toBe(POST_FORM_BODY_MAX_BYTES);
    expect(POST_FORM_BODY_MAX_BYTES).toBeGreaterThan(longest.length);
    for (const path of ["/admin/tools/new", `/admin/tools/${ID}/`])
      expect(bodyLimitFor(path)).toBe(TOOL_FORM_BODY_MAX_BYTES);
  });

  it("count a line break sent as CR LF within the room left for it", () => {
    expect(new URLSearchParams({ c: "\n" }).toString()).toBe("c=%0A");
    expect("%0D%0A".length).toBeLessThanOrEqual(urlEncodedBytes(1));
  });

  it("keep every other path to a form's size, read a few times over so the form can come back", () => {
    for (const path of [
      "/admin/tools/x",
      "/admin/tools/x/images/more",
      "/submit",
      "/profile/data",
      "/xprofile",
      "/admin/blog/categories",
    ]) {
      expect(bodyLimitFor(path), path).toBe(FORM_BODY_MAX_BYTES);
      expect(isUploadRoute(path), path).toBe(false);
      expect(bodyReadCeilingFor(path), path).toBe(4 * FORM_BODY_MAX_BYTES);
    }
  });
});
