import { beforeAll, describe, expect, it } from "vitest";
import path from "node:path";
import { buildManyPapersLibrary } from "../../support/manyPapersLibrary.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate papers` on a library of 6,000 papers, more than one answer may list (5,000): it
// reads them a page at a time and prints every one, newest import first.

const PAPERS = 6000;

let dataDir: string;
let storedIds: number[];

beforeAll(async () => {
  dataDir = path.join(tempDirForSuite(), "data");
  storedIds = await buildManyPapersLibrary(dataDir, PAPERS);
}, 300_000);

describe("distillate papers on a library with very many papers (child process)", () => {
  it("gives scripts every paper, newest import first, as JSON", async () => {
    const { code, stdout, stderr } = await runCliAsync(["papers", "--json", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const papers = JSON.parse(stdout) as { id: number }[];
    expect(papers.map((paper) => paper.id)).toEqual([...storedIds].reverse());
  }, 120_000);

  it("prints every paper for a reader, counted", async () => {
    const { code, stdout } = await runCliAsync(["papers", "--data-dir", dataDir]);
    expect(code).toBe(0);
    expect(stdout).toContain("6000 papers\n");
    expect(stdout.split("\n").filter((line) => line.includes("Phase-pure formamidinium perovskites"))).toHaveLength(PAPERS);
  }, 120_000);
});
