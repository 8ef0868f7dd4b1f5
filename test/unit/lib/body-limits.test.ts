// Which requests may carry an upload, and how large.
import { describe, expect, it } from "vitest";
import {
  AVATAR_MAX_BYTES,
  bodyLimitFor,
  FORM_BODY_MAX_BYTES,
  isUploadRoute,
  TOOL_IMAGE_MAX_BYTES,
} from "#app/lib/body-limits.ts";

describe("request body limits", () => {
  it("leave room for the largest file plus the form's other fields on an upload route", () => {
    expect(bodyLimitFor("/profile")).toBe(AVATAR_MAX_BYTES + FORM_BODY_MAX_BYTES);
    const images = "/admin/tools/0b5a3d0e-4c1f-4a57-9d2e-7f3b8c6a1e90/images";
    expect(bodyLimitFor(images)).toBe(TOOL_IMAGE_MAX_BYTES + FORM_BODY_MAX_BYTES);
    expect(isUploadRoute(images)).toBe(true);
    expect(isUploadRoute(`${images}/`)).toBe(true);
  });

  it("keep every other path to a form's size", () => {
    for (const path of ["/admin/tools/x", "/admin/tools/x/images/more", "/submit", "/profile/data", "/xprofile"]) {
      expect(bodyLimitFor(path), path).toBe(FORM_BODY_MAX_BYTES);
      expect(isUploadRoute(path), path).toBe(false);
    }
  });
});
