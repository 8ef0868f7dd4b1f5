// The seeded catalogue's data, as a new site shows it before any cron has run: real logos with their
// origin and licence (never a stored lettermark), a cited repository for the open-source tools, and
// each repository's release and last code change as a snapshot of it said, labelled with the day and
// commit it was read at. Counts are read from a copy of the database the seed left, before any test
// changed it, and fail when the seed regresses.
import { env } from "cloudflare:workers";
import { afterAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "#test/support/database.ts";
import { visibleText } from "#test/support/page-text.ts";
import { get } from "#test/support/worker.ts";

const seeded = openTestDatabase(env.SEEDED_DATABASE_URL);
const { sql } = seeded;
afterAll(() => seeded.close());

const count = async (query: Promise<{ n: number }[]>) => (await query)[0]!.n;

describe("logos", () => {
  it("stores no lettermark: a tool without a logo has none", async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM tools WHERE logo_url LIKE '/logos/%'`)).toBe(0);
  });

  it("gives the brands an icon package carries their logo, each with its origin and licence", async () => {
    const logos = await sql<{ slug: string; logo_url: string; source: string; source_url: string; license: string }[]>`
      SELECT t.slug, t.logo_url, o.source, o.source_url, o.license FROM tools t
      JOIN tool_image_origins o ON o.tool_id = t.id AND o.kind = 'logo' WHERE t.logo_url IS NOT NULL`;
    expect(logos.length).toBeGreaterThanOrEqual(21);
    const trezor = logos.find((logo) => logo.slug === "trezor");
    expect(trezor).toEqual({
      slug: "trezor",
      logo_url: "/brand-logos/trezor.svg",
      source: "package",
      source_url: "https://unpkg.com/simple-icons@16.37.0/icons/trezor.svg",
      license: "CC0-1.0",
    });
    for (const logo of logos) {
      expect(logo.source_url, logo.slug).toMatch(/^https:\/\/unpkg\.com\/(@[^/]+\/)?[^@/]+@\d+\.\d+\.\d+\//);
      expect(logo.license, logo.slug).toMatch(/^(CC0-1\.0|MIT)$/);
    }
  });

  it("ships each seeded logo as a static SVG file", async () => {
    const response = await env.ASSETS.fetch(new Request("http://localhost/brand-logos/ledger.svg"));
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  });
});

describe("repositories", () => {
  it("names a cited repository for at least 105 of the open-source tools of the seed facts", async () => {
    const rows = await sql<{ with_repository: number; open_source: number; uncited: number }[]>`
      SELECT count(*) FILTER (WHERE repository_url IS NOT NULL)::int AS with_repository,
        count(*)::int AS open_source,
        count(*) FILTER (WHERE repository_url IS NOT NULL AND repository_source_url !~ '/blob/[0-9a-f]{40}/')::int AS uncited
      FROM tools WHERE open_source`;
    // The seed facts' 114 less Babylon (source available under BUSL-1.1), and three ended ones:
    // Samourai Wallet and the two Trezor models no longer sold.
    expect(rows[0]!.open_source).toBe(116);
    expect(rows[0]!.with_repository).toBeGreaterThanOrEqual(105);
    expect(rows[0]!.uncited).toBe(0);
  });

  it("names Foundation Passport's own firmware, not Passport Prime's", async () => {
    const [passport] = await sql<
      { repository_url: string }[]
    >`SELECT repository_url FROM tools WHERE slug = 'foundation-passport'`;
    expect(passport!.repository_url).toBe("https://github.com/Foundation-Devices/passport2");
  });

  it("has a release (or none published) and a last code change read from a snapshot for at least 104 of them", async () => {
    const read = await count(sql`SELECT count(*)::int AS n FROM tools t
      JOIN tool_repository_stats s ON s.tool_id = t.id AND s.repository_url = t.repository_url
      WHERE t.open_source AND s.figures_read_at IS NOT NULL AND s.pushed_at IS NOT NULL AND s.snapshot_commit ~ '^[0-9a-f]{40}$'`);
    expect(read).toBeGreaterThanOrEqual(104);
  });

  it("puts a tool whose repository's licence contradicts its listing in the editors' review queue", async () => {
    const reviews = await sql<{ slug: string; detail: string }[]>`SELECT t.slug, r.detail FROM tool_reviews r
      JOIN tools t ON t.id = r.tool_id WHERE r.kind = 'licence' AND r.closed_at IS NULL`;
    expect(reviews.length).toBeGreaterThan(0);
    for (const review of reviews) expect(review.detail).toMatch(/^The listing says/);
    // Babylon's BUSL-1.1 is a source-available licence, and its listing says so: no contradiction.
    expect(reviews.map((review) => review.slug)).not.toContain("babylon");
  });

  it("lists source-available licences as such, and Tor as not applicable on hardware signers", async () => {
    const sourceAvailable = await sql<{ slug: string }[]>`
      SELECT slug FROM tools WHERE source_available ORDER BY slug`;
    expect(sourceAvailable.map((row) => row.slug)).toEqual(["babylon", "coldcard", "umbrel"]);
    const [trezor] = await sql<{ tor: boolean | null; not_applicable: string }[]>`
      SELECT tor, not_applicable_facts::text AS not_applicable FROM tools WHERE slug = 'trezor'`;
    expect(trezor).toEqual({ tor: null, not_applicable: "{tor}" });
    const signersSayingTor = await count(sql`SELECT count(*)::int AS n FROM tools
      WHERE tor AND platforms = ARRAY['hardware'] AND cardinality(hardware_signers) > 0`);
    expect(signersSayingTor).toBe(0);
    const page = visibleText((await get("/tool/coldcard")).html);
    expect(page).toMatch(/Tor support\s*Not applicable/);
    expect(page).toMatch(/Open source\s*Source available/);
  });
});

describe("the open data", () => {
  it("carries each tool's logo with its origin and licence, and its repository's source and snapshot", async () => {
    const { html } = await get("/api/v1/tools?q=trezor&per_page=50", {
      headers: { "CF-Connecting-IP": "198.51.100.91" },
    });
    const trezor = (JSON.parse(html) as { tools: Record<string, unknown>[] }).tools.find(
      (tool) => tool.slug === "trezor",
    );
    expect(trezor).toMatchObject({
      logo: "http://localhost/brand-logos/trezor.svg",
      logo_source: "package",
      logo_source_url: "https://unpkg.com/simple-icons@16.37.0/icons/trezor.svg",
      logo_license: "CC0-1.0",
      repository: "https://github.com/trezor/trezor-firmware",
      repository_source: expect.stringMatching(
        /^https:\/\/github\.com\/thebitcoinhole\/database\/blob\/[0-9a-f]{40}\//,
      ),
      repository_snapshot_commit: expect.stringMatching(/^[0-9a-f]{40}$/),
      repository_not_found_since: null,
    });
  });
});

describe("a tool page on a new site", () => {
  it("shows the repository's latest release, last code change, licence and where they were read", async () => {
    const { html } = await get("/tool/amethyst");
    const text = visibleText(html);
    expect(text).toContain("Latest release v1.14.0 , August 22, 2026");
    expect(text).toContain("Last code change August 22, 2026");
    expect(text).toContain("Licence: MIT");
    expect(text).toContain("vitorpamplona/amethyst on GitHub , read November 29, 2026 from its copy at commit 10149d7");
    expect(text).toContain(". Named as the tool's repository by aljazceru/awesome-nostr");
  });
});

describe("ended tools", () => {
  it("are seeded with their lifecycle, its source, the day where a source gives one, and a successor", async () => {
    const rows = await sql<{ slug: string; lifecycle: string; day: string | null; successor: string | null }[]>`
      SELECT t.slug, t.lifecycle, to_char(t.lifecycle_date, 'YYYY-MM-DD') AS day, s.slug AS successor
      FROM tools t LEFT JOIN tools s ON s.id = t.successor_tool_id
      WHERE t.lifecycle <> 'active' AND t.lifecycle_source_url ~ '/blob/[0-9a-f]{40}/' ORDER BY t.slug`;
    expect(rows).toEqual([
      { slug: "bitcoin-lightning-wallet", lifecycle: "discontinued", day: null, successor: null },
      { slug: "blockfi", lifecycle: "shut_down", day: "2024-05-31", successor: null },
      { slug: "celsius-network", lifecycle: "shut_down", day: "2024-02-29", successor: null },
      { slug: "hodl-wallet", lifecycle: "discontinued", day: null, successor: null },
      { slug: "samourai-wallet", lifecycle: "shut_down", day: "2024-04-24", successor: "ashigaru" },
      { slug: "trezor-model-one", lifecycle: "sales_ended", day: null, successor: "trezor" },
      { slug: "trezor-model-t", lifecycle: "sales_ended", day: null, successor: "trezor" },
    ]);
  });

  it("are named by a search under the listed tools it finds, with what ended and when", async () => {
    const { html } = await get("/?q=samourai&v=ended");
    const home = visibleText(html);
    expect(home).toContain("Ashigaru");
    expect(home).toContain("1 discontinued tool also matches: Samourai Wallet, shut down April 24, 2024");
    expect(html).toContain('href="/?q=samourai&amp;lifecycle=all#tools"');

    const search = visibleText((await get("/search?q=samourai")).html);
    expect(search).toContain("Samourai Wallet Shut down on April 24, 2024");
  });

  it("are named by a search that finds no listed tool", async () => {
    const home = visibleText((await get("/?q=celsius&v=ended")).html);
    expect(home).toContain("No tools found. Try adjusting your search criteria.");
    expect(home).toContain("1 discontinued tool matches: Celsius Network, shut down February 29, 2024");
    const search = visibleText((await get("/search?q=celsius")).html);
    expect(search).toContain("Celsius Network Shut down on February 29, 2024");
    expect(search).not.toContain("No results found");
  });

  it("show their banner and their successor on their page", async () => {
    const text = visibleText((await get("/tool/samourai-wallet")).html);
    expect(text).toContain("Shut down on April 24, 2024");
    expect(text).toContain("Ashigaru");
  });

  it("are named on a category or tag page that lists none", async () => {
    const text = visibleText((await get("/tag/shut%20down")).html);
    expect(text).toContain("3 discontinued tools match:");
    expect(text).toContain("Celsius Network, shut down February 29, 2024");
  });
});

describe("fact sources", () => {
  it("source every KYC value ('not applicable' is no value: the tool has no account to verify)", async () => {
    const unsourced = await sql<{ slug: string }[]>`SELECT t.slug FROM tools t
      WHERE t.kyc IN ('required', 'optional', 'none')
        AND NOT EXISTS (SELECT 1 FROM tool_fact_sources s WHERE s.tool_id = t.id AND s.facet = 'kyc')`;
    expect(unsourced).toEqual([]);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM tools WHERE kyc IN ('required', 'none')`),
    ).toBeGreaterThanOrEqual(18);
  });

  it("pin at least 95% of the cited files to a commit", async () => {
    const [row] = await sql<{ pinned: number; all: number }[]>`
      SELECT count(*) FILTER (WHERE source_url ~ '/blob/[0-9a-f]{40}/')::int AS pinned, count(*)::int AS all
      FROM tool_fact_sources`;
    expect(row!.all).toBeGreaterThan(1000);
    expect(row!.pinned / row!.all).toBeGreaterThanOrEqual(0.95);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM tool_fact_sources WHERE source_url LIKE '%/blob/HEAD/%'`),
    ).toBe(0);
  });

  it("give Lamassu the company's site, not its server's repository", async () => {
    const [lamassu] = await sql<{ website_url: string; repository_url: string }[]>`
      SELECT website_url, repository_url FROM tools WHERE slug = 'lamassu'`;
    expect(lamassu).toEqual({
      website_url: "https://lamassu.is/",
      repository_url: "https://github.com/lamassu/lamassu-server",
    });
  });
});
