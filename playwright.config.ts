import { defineConfig, devices } from "@playwright/test";

// scripts/test.ts starts the built Worker and passes its address in BASE_URL.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

export default defineConfig({
  testDir: "test/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json"]],
  use: {
    baseURL: process.env.BASE_URL ?? "http://127.0.0.1:8788",
    launchOptions: chromium,
    trace: "off",
  },
  projects: [
    {
      name: "js-on",
      // Journeys that exist only without JavaScript (the guards that stand in for the captcha).
      testIgnore: /\.js-off\.spec/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium },
    },
    {
      name: "js-off",
      // axe and the JavaScript-only journeys run a script in the page.
      testIgnore: /accessibility\.spec|\.js-only\.spec/,
      use: { ...devices["Desktop Chrome"], launchOptions: chromium, javaScriptEnabled: false },
    },
  ],
});
