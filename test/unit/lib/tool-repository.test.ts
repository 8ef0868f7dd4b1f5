import { describe, expect, it } from "vitest";
import {
  canonicalRepositoryUrl,
  licenceContradiction,
  licenceFromKey,
  parseRepositoryAddress,
  parseRepositoryUrl,
  repositoryHostName,
  repositoryLabels,
  treeAtCommitUrl,
  type RepositoryFigures,
} from "#app/lib/tool-repository.ts";

describe("a repository address", () => {
  it("is https://github.com/{owner}/{repo}, without a trailing slash or .git", () => {
    expect(parseRepositoryUrl("https://github.com/bitcoin/bitcoin")).toEqual({ owner: "bitcoin", repo: "bitcoin" });
    expect(canonicalRepositoryUrl("https://github.com/sparrowwallet/sparrow/")).toBe(
      "https://github.com/sparrowwallet/sparrow",
    );
    expect(canonicalRepositoryUrl("https://github.com/spesmilo/electrum.git")).toBe(
      "https://github.com/spesmilo/electrum",
    );
    expect(canonicalRepositoryUrl("https://github.com/BlueWallet/BlueWallet")).toBe(
      "https://github.com/BlueWallet/BlueWallet",
    );
  });

  it("may be on gitlab.com (in nested groups) or codeberg.org, each read at its path there", () => {
    expect(canonicalRepositoryUrl("https://gitlab.com/walletscrutiny/walletScrutinyCom/")).toBe(
      "https://gitlab.com/walletscrutiny/walletScrutinyCom",
    );
    expect(canonicalRepositoryUrl("https://gitlab.com/group/sub/project.git")).toBe(
      "https://gitlab.com/group/sub/project",
    );
    expect(canonicalRepositoryUrl("https://codeberg.org/owner/repo")).toBe("https://codeberg.org/owner/repo");
    expect(parseRepositoryAddress("https://gitlab.com/group/sub/project.git")).toEqual({
      host: "gitlab",
      path: "group/sub/project",
    });
    expect(parseRepositoryAddress("https://codeberg.org/owner/repo/")).toEqual({
      host: "codeberg",
      path: "owner/repo",
    });
    expect(parseRepositoryAddress("https://github.com/bitcoin/bitcoin")).toEqual({
      host: "github",
      path: "bitcoin/bitcoin",
    });
    expect(repositoryHostName("https://codeberg.org/owner/repo")).toBe("Codeberg");
    expect(repositoryHostName("https://gitlab.com/walletscrutiny/walletScrutinyCom")).toBe("GitLab");
    expect(treeAtCommitUrl("https://gitlab.com/a/b", "abc")).toBe("https://gitlab.com/a/b/-/tree/abc");
    expect(treeAtCommitUrl("https://codeberg.org/a/b", "abc")).toBe("https://codeberg.org/a/b/src/commit/abc");
    expect(treeAtCommitUrl("https://github.com/a/b", "abc")).toBe("https://github.com/a/b/tree/abc");
    expect(parseRepositoryUrl("https://gitlab.com/walletscrutiny/walletScrutinyCom")).toBeNull();
  });

  it("is nothing else", () => {
    for (const url of [
      "http://github.com/bitcoin/bitcoin",
      "https://www.github.com/bitcoin/bitcoin",
      "https://gitlab.com/bitcoin",
      "https://gitlab.com/group/project/-/tree/main",
      "https://gitlab.com/group/../project",
      "https://codeberg.org/owner/repo/src/branch/main",
      "https://gitlab.example.org/owner/repo",
      "https://github.com/bitcoin",
      "https://github.com/bitcoin/bitcoin/tree/master",
      "https://github.com/-bad/repo",
      "https://github.com/owner/..",
      "https://github.com/owner/repo?tab=readme",
      "https://github.com.evil.example/owner/repo",
    ])
      expect(canonicalRepositoryUrl(url), url).toBeNull();
  });
});

describe("a licence GitLab names by its key", () => {
  it("is the SPDX id of that key, or a licence not named", () => {
    expect(licenceFromKey("mit")).toBe("MIT");
    expect(licenceFromKey("gpl-3.0")).toBe("GPL-3.0");
    expect(licenceFromKey("busl-1.1")).toBe("BUSL-1.1");
    expect(licenceFromKey("other")).toBe("NOASSERTION");
  });
});

describe("the freshness labels", () => {
  const now = new Date("2026-11-26T00:00:00Z");
  const figures = (fields: Partial<RepositoryFigures>): RepositoryFigures => ({
    url: "https://github.com/o/r",
    archived: false,
    pushedAt: "2026-11-01T00:00:00Z",
    license: "MIT",
    stars: 1,
    releaseTag: "v1",
    releasePublishedAt: "2026-10-01T00:00:00Z",
    releaseUrl: null,
    readAt: "2026-11-25T00:00:00Z",
    snapshotCommit: null,
    notFoundSince: null,
    ...fields,
  });

  it("says nothing of a fresh repository", () => {
    expect(repositoryLabels(figures({}), now)).toEqual([]);
  });

  it("labels an archived repository, no release in two years, and no code change in a year", () => {
    expect(
      repositoryLabels(
        figures({ archived: true, releasePublishedAt: "2024-11-20T00:00:00Z", pushedAt: "2025-11-20T00:00:00Z" }),
        now,
      ),
    ).toEqual(["archived", "noRelease", "noCodeChange"]);
  });

  it("does not call a repository that never made a GitHub release stale, nor one just within the limits", () => {
    expect(repositoryLabels(figures({ releaseTag: null, releasePublishedAt: null }), now)).toEqual([]);
    expect(
      repositoryLabels(figures({ releasePublishedAt: "2024-11-27T00:00:00Z", pushedAt: "2025-11-27T00:00:00Z" }), now),
    ).toEqual([]);
  });
});

describe("a licence that contradicts the open-source fact", () => {
  it("is an open-source listing whose repository declares no licence or a source-available one", () => {
    expect(licenceContradiction(true, null)).toBe(
      "The listing says open source, but the repository declares no licence.",
    );
    expect(licenceContradiction(true, "BUSL-1.1")).toBe(
      "The listing says open source, but the repository's licence is BUSL-1.1, which restricts use: source available?",
    );
  });

  it("is a source-available listing under an open-source licence, or a closed one whose source is published", () => {
    expect(licenceContradiction("source-available", "MIT")).toBe(
      "The listing says source available, but the repository's licence is MIT, an open-source licence.",
    );
    expect(licenceContradiction(false, "BUSL-1.1")).toBe(
      "The listing says not open source, but the repository publishes its source under BUSL-1.1: source available?",
    );
  });

  it("is a closed listing whose repository has an open-source licence", () => {
    expect(licenceContradiction(false, "MIT")).toBe(
      "The listing says not open source, but the repository's licence is MIT, an open-source licence.",
    );
  });

  it("is nothing when they agree, or when either is not known", () => {
    for (const [openSource, license] of [
      [true, "MIT"],
      [true, "GPL-3.0"],
      [true, "NOASSERTION"],
      ["source-available", "BUSL-1.1"],
      ["source-available", "NOASSERTION"],
      ["not-applicable", "MIT"],
      [false, null],
      [null, "MIT"],
      [null, null],
    ] as const)
      expect(licenceContradiction(openSource, license), `${openSource} ${license}`).toBeNull();
  });
});
