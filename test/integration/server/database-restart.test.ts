// A database that crashed and is starting up again (Postgres answers every connection with 57P03
// during its recovery): every request answers quickly, with the 503 page and Retry-After, signed
// in or not, and the site is back as soon as the recovery ends. The cluster is one of its own
// (test/harness/restartable-cluster.ts), really stopped at once and restarted.
import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIn, uniqueAddress, type SignedIn } from "#test/support/accounts.ts";
import { openTestDatabase } from "#test/support/database.ts";
import { fetchWithEnv } from "#test/support/worker.ts";

const control = (action: string) => fetch(`${env.DATABASE_RESTARTS_URL}/${action}`, { method: "POST" });

let restartable: typeof env;
let hanging: typeof env;
let user: SignedIn;

beforeAll(async () => {
  const started = await control("start");
  expect(started.status, await started.clone().text()).toBe(200);
  const { databaseUrl, silentDatabaseUrl } = await started.json<{ databaseUrl: string; silentDatabaseUrl: string }>();
  restartable = { ...env, HYPERDRIVE: { ...env.HYPERDRIVE, connectionString: databaseUrl } };
  hanging = { ...env, HYPERDRIVE: { ...env.HYPERDRIVE, connectionString: silentDatabaseUrl } };
  // A signed-in visitor, whose account and session the restartable cluster holds too.
  user = await signIn(uniqueAddress("restart"));
  await copyAccount(env.HYPERDRIVE.connectionString, databaseUrl, user.email);
  const crashed = await control("crash");
  expect(crashed.status, await crashed.clone().text()).toBe(200);
}, 120_000);

afterAll(async () => {
  await control("recover");
});

async function copyAccount(from: string, to: string, email: string) {
  const source = openTestDatabase(from);
  const target = openTestDatabase(to);
  try {
    const [account] = await source.sql`SELECT * FROM users WHERE email = ${email}`;
    const sessions = await source.sql`SELECT * FROM sessions WHERE user_id = ${account!.id}`;
    await target.sql`INSERT INTO users ${target.sql(account!)}`;
    for (const session of sessions) await target.sql`INSERT INTO sessions ${target.sql(session)}`;
  } finally {
    await source.close();
    await target.close();
  }
}

const request = (path: string, init?: RequestInit, workerEnv = restartable) => fetchWithEnv(workerEnv, path, init);

const unique = (path: string) => `${path}${path.includes("?") ? "&" : "?"}restart=${Date.now()}-${Math.random()}`;

function expectUnavailablePage({ response, body, ms }: Awaited<ReturnType<typeof request>>) {
  expect(response.status).toBe(503);
  expect(response.headers.get("Retry-After")).toBe("30");
  expect(response.headers.get("Content-Type")).toContain("text/html");
  expect(body).toContain("The site is briefly unavailable. Please try again in a minute.");
  expect(ms).toBeLessThan(8_000);
}

describe("while the database recovers from a crash", () => {
  it.each(["/", "/browse", "/tool/sparrow-wallet", "/sign-in"])("an anonymous %s is the 503 page", async (path) => {
    expectUnavailablePage(await request(unique(path)));
  });

  it("a signed-in page is the 503 page within seconds, not a hang or a text error", async () => {
    expectUnavailablePage(await request(unique("/profile"), { headers: { Cookie: user.cookie } }));
  });

  it("a signed-in form post is the 503 page too", async () => {
    const result = await request("/profile", {
      method: "POST",
      headers: { Cookie: user.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "profile", name: "Recovering", csrf_token: user.token }),
    });
    expectUnavailablePage(result);
  });

  it("under continuous requests through a real crash and restart, every answer is a page or the 503 page", async () => {
    await control("recover");
    const restarting = control("restart");
    let restarted = false;
    void restarting.then(() => (restarted = true));
    const answers: { status: number; ms: number; page: boolean }[] = [];
    // Until the restart is over and a little after it, an anonymous and a signed-in page at a time.
    for (let after = 0; !restarted || after++ < 3;) {
      const results = await Promise.all([
        request(unique("/browse")),
        request(unique("/profile"), { headers: { Cookie: user.cookie } }),
      ]);
      for (const { response, body, ms } of results)
        answers.push({
          status: response.status,
          ms,
          page:
            response.status === 503
              ? response.headers.get("Retry-After") === "30" && body.includes("briefly unavailable")
              : body.includes("<h1"),
        });
    }
    expect((await restarting).status).toBe(200);
    expect(answers.filter(({ status }) => status !== 200 && status !== 503)).toEqual([]);
    expect(answers.filter(({ page }) => !page)).toEqual([]);
    expect(Math.max(...answers.map(({ ms }) => ms))).toBeLessThan(8_000);
  }, 60_000);

  it("a database that takes connections and never answers gives up on the session within seconds", async () => {
    const result = await request(unique("/profile"), { headers: { Cookie: user.cookie } }, hanging);
    expectUnavailablePage(result);
  }, 30_000);

  it("the pages come back once the recovery ends", async () => {
    const recovered = await control("recover");
    expect(recovered.status, await recovered.clone().text()).toBe(200);
    const { response, body } = await request(unique("/browse"));
    expect(response.status).toBe(200);
    expect(body).toContain("<h1");
  });
});
