// Accounts in the browser, with JavaScript on and off: bookmarks, the admin overview, the profile
// and its avatar, submissions, and the data download and account deletion.
import { readFileSync } from "node:fs";
import { expect, test } from "#test/support/e2e/test.ts";
import { holdRequests } from "#test/support/e2e/hold-requests.ts";
import { waitForHydration } from "#test/support/e2e/hydration.ts";
import { signInByLink } from "#test/support/e2e/sign-in-helper.ts";

const TOOL = "/tool/sparrow-wallet";

test("signed out, Bookmark leads to the sign-in page with a notice", async ({ page, javaScriptEnabled }) => {
  await page.goto(TOOL);
  await page.getByRole("button", { name: "Bookmark" }).click();
  // With JavaScript the notice becomes a toast and leaves the address; the way back stays.
  await expect(page).toHaveURL(
    javaScriptEnabled
      ? /\/sign-in\?redirectTo=%2Ftool%2Fsparrow-wallet$/
      : /\/sign-in\?notice=sign-in-to-bookmark&redirectTo=%2Ftool%2Fsparrow-wallet$/,
  );
  await expect(page.getByText("Please sign in to bookmark tools").first()).toBeVisible();
});

test("bookmark a tool and remove the bookmark", async ({ page }, testInfo) => {
  await signInByLink(page, `bookmarker-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.goto(TOOL);
  const button = page.getByRole("button", { name: /^Bookmark/ });
  await expect(button).toHaveAttribute("aria-pressed", "false");
  await button.click();
  await expect(page.getByText("Tool has been added to your bookmarks").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmarked" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Bookmarked" }).click();
  await expect(page.getByText("Tool has been removed from your bookmarks").first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Bookmark", exact: true })).toHaveAttribute("aria-pressed", "false");
});

test("an admin sees the badge, the Admin link and the overview; others get 404", async ({ page }) => {
  await signInByLink(page, "e2e-admin@example.com");
  const header = page.getByRole("banner");
  await header.locator("summary", { hasText: "Profile" }).click();
  await expect(header.getByText("Admin", { exact: true }).first()).toBeVisible();
  await page.goto("/");
  await header.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("heading", { name: "Dashboard", level: 1 })).toBeVisible();
  await expect(page.getByText("Pending submissions")).toBeVisible();

  const anonymous = await page.context().browser()!.newPage();
  const response = await anonymous.goto("/admin");
  expect(response!.status()).toBe(404);
  await anonymous.close();
});

test("edit the profile from its dialog, with a clear error first", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name.replace("-", "")}${Date.now() % 1e6}`;
  await signInByLink(page, `editor-${stamp}@example.com`);
  await page.goto("/profile");
  await expect(page.getByText("You haven't bookmarked any tools yet.")).toBeVisible();
  if (testInfo.project.use.javaScriptEnabled !== false) await waitForHydration(page);
  await page.getByRole("link", { name: "Edit Profile" }).click();
  await page.getByLabel("Username").fill("no");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Usernames are 3 to 30 characters long.")).toBeVisible();
  await page.getByLabel("Username").fill(`user_${stamp}`);
  await page.getByLabel("Full name").fill("Satoshi Reader");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Profile updated successfully").first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Satoshi Reader", level: 1 })).toBeVisible();
  await expect(page.getByText(`@user_${stamp}`)).toBeVisible();
  await page.getByRole("link", { name: "Submitted Tools" }).click();
  await expect(page.getByText("You haven't submitted any tools yet.")).toBeVisible();
});

test("submit a tool and see it pending in the profile", async ({ page }, testInfo) => {
  const stamp = `${testInfo.project.name}-${Date.now()}`;
  await signInByLink(page, `maker-${stamp}@example.com`);
  await page.goto("/submit");
  await page.getByLabel("Name").fill(`Block Clock ${stamp}`);
  await page.getByLabel("Website URL").fill("not a url");
  await page.getByLabel("Short description").fill("A desk clock that shows the latest block height.");
  await page.getByLabel("Category").selectOption({ label: "Education" });
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Enter a full website address, starting with https://.")).toBeVisible();
  await page.getByLabel("Website URL").fill("https://example.org/block-clock");
  await page.getByLabel("Tags (optional)").fill("hardware, blocks");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page).toHaveURL(/\/profile\?tab=submitted/);
  await expect(page.getByText("Tool submitted").first()).toBeVisible();
  const item = page.getByRole("listitem").filter({ hasText: `Block Clock ${stamp}` });
  await expect(item.getByText("Pending review")).toBeVisible();
  await item.getByRole("link", { name: `Block Clock ${stamp}` }).click();
  await expect(page.getByText("This tool is pending review.")).toBeVisible();
});

test("upload an avatar; a file that is not an image is refused", async ({ page }, testInfo) => {
  await signInByLink(page, `portrait-${testInfo.project.name}-${Date.now()}@example.com`);
  // With JavaScript, the file is chosen before the scripts run: the dialog keeps it when it turns modal.
  const scripts =
    testInfo.project.use.javaScriptEnabled !== false ? await holdRequests(page, /\/assets\/.+\.js$/) : null;
  await page.goto("/profile?edit=profile", { waitUntil: "commit" });
  await page.getByLabel("Avatar").setInputFiles("test/fixtures/not-an-image.txt");
  if (scripts) {
    scripts();
    await waitForHydration(page);
    await expect(page.getByRole("dialog", { name: "Edit Profile" })).toBeVisible();
  }
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByText("Choose an image file (JPEG, PNG, WebP or GIF).")).toBeVisible();
  await page.getByLabel("Avatar").setInputFiles("test/fixtures/avatar.png");
  await page.getByRole("button", { name: "Upload avatar" }).click();
  await expect(page.getByText("Avatar updated successfully").first()).toBeVisible();
  const avatar = page.getByTestId("avatar");
  await expect(avatar).toHaveAttribute("src", /^\/avatars\/.+\.webp$/);
  // The served file is the re-encoded 256 px square (polled: the image loads after the page).
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(256);
});

test("download my data, then delete the account after confirming", async ({ page }, testInfo) => {
  const email = `leaver-${testInfo.project.name}-${Date.now()}@example.com`;
  await signInByLink(page, email);
  await page.goto("/profile");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download my data (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("my-data.json");
  const data = JSON.parse(readFileSync((await file.path())!, "utf8")) as { account: { email: string } };
  expect(data.account.email).toBe(email);

  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Tick the box to confirm that you want to delete your account.")).toBeVisible();
  await page.getByLabel(/I understand that deleting my account/).check();
  await page.getByRole("button", { name: "Delete my account" }).click();
  await expect(page.getByText("Your account and everything it held have been removed.").first()).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
  await page.goto("/profile");
  await expect(page).toHaveURL(/\/sign-in\?redirectTo=%2Fprofile$/);
});
