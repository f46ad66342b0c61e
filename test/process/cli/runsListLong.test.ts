import { beforeAll, describe, expect, it } from "vitest";
import { buildManyRunsLibrary } from "../../support/manyRunsLibrary.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate runs` on a library of 3,000 runs, more than one answer may list (2,000): it reads
// them a page at a time and prints every one, newest first.

const RUNS = 3000;

let dataDir: string;
let runIds: number[];

beforeAll(async () => {
  ({ dataDir, runIds } = await buildManyRunsLibrary(tempDirForSuite(), RUNS));
}, 300_000);

describe("distillate runs on a library with very many runs (child process)", () => {
  it("gives scripts every run, newest first, as JSON", async () => {
    const { code, stdout, stderr } = await runCliAsync(["runs", "--json", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const runs = JSON.parse(stdout) as { id: number; seed: number }[];
    expect(runs.map((run) => run.id)).toEqual([...runIds].reverse());
  });
});
