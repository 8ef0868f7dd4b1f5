import { cloudflareTest } from "@cloudflare/vitest-plugin";
import { defineConfig } from "vitest/config";

// Unit tests run in Node; integration tests run the Worker in workerd against a real Postgres
// (DATABASE_URL, set by scripts/test.ts to a fresh database).
export default defineConfig({
  test: {
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["test/unit/**/*.test.ts"], environment: "node" },
      },
      {
        extends: true,
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              hyperdrives: {
                HYPERDRIVE: process.env.DATABASE_URL ?? "postgresql://postgres:postgres@127.0.0.1:54339/none",
              },
              bindings: {
                SITE_URL: "http://localhost",
                // The seeded catalogue as the seed left it (scripts/test.ts copies it before any test runs).
                SEEDED_DATABASE_URL:
                  process.env.SEEDED_DATABASE_URL ?? "postgresql://postgres:postgres@127.0.0.1:54339/none",
                COINGECKO_BASE_URL: `${process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9"}/api/v3`,
                COINBASE_BASE_URL: process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9",
                ALPHAVANTAGE_BASE_URL: process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9",
                GITHUB_API_URL: `${process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9"}/github`,
                GITLAB_API_URL: `${process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9"}/gitlab/api/v4`,
                CODEBERG_API_URL: `${process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9"}/codeberg/api/v1`,
                GITHUB_AVATAR_URL: `${process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9"}/files/avatars`,
                // The same fake server, named for what tests do with it: read mail, switch modes, count calls.
                FAKE_SERVICES_URL: process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9",
                // Crashes and restarts a Postgres cluster of its own (test/harness/restartable-cluster.ts).
                DATABASE_RESTARTS_URL: process.env.DATABASE_RESTARTS_URL ?? "http://127.0.0.1:9",
                // The fake tool websites are on 127.0.0.1, which the listing check otherwise refuses.
                TEST_ONLY_ALLOW_FETCH_ORIGIN: process.env.FAKE_UPSTREAMS_URL ?? "http://127.0.0.1:9",
                ALPHAVANTAGE_API_KEY: "test-key",
                BETTER_AUTH_SECRET: "test-secret-for-session-cookies-0123456789",
                SMTP_HOST: "127.0.0.1",
                ADMIN_EMAILS: "Listed-Admin@example.com, other@example.com",
                SMTP_PORT: process.env.FAKE_SMTP_PORT ?? "9",
              },
            },
          }),
        ],
        test: {
          name: "integration",
          // The first request loads the whole Worker bundle into workerd.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ["test/integration/**/*.test.ts"],
          setupFiles: ["test/support/warm-worker.ts"],
          // The fake upstreams and KV are shared: files that count upstream calls must not overlap.
          fileParallelism: false,
          // The files share one Worker and its module cache, as requests share an isolate in
          // production: loading the Worker once, not once a file, takes the suite from about 40
          // minutes to about 12 on two cores. So a file must not rely on module state left fresh.
          isolate: false,
          deps: {
            optimizer: {
              ssr: {
                enabled: true,
                include: [
                  "@remix-run/cloudflare",
                  "@remix-run/server-runtime",
                  "@remix-run/react",
                  "react",
                  "react-dom",
                  "react-dom/server",
                  "cookie",
                  "set-cookie-parser",
                ],
              },
            },
          },
        },
      },
    ],
  },
});
