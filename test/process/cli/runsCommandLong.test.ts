import { beforeAll, describe, expect, it } from "vitest";
import { buildLongRunLibrary, FAILED_EVERY, itemKeyOf } from "../../support/longRunLibrary.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate runs <id>` on a run that left 12,000 items without QAs, more than one answer may
// list (5,000): it reads them a page at a time and prints every one, in plan order.

const ITEMS = 12_000;

let dataDir: string;
let runId: number;

beforeAll(async () => {
  ({ dataDir, runId } = await buildLongRunLibrary(tempDirForSuite(), ITEMS));
}, 300_000);

describe("distillate runs on a run with very many items without QAs (child process)", () => {
  it("lists every item with why, in plan order", async () => {
    // Not spawnSync: its output buffer would cut the megabytes printed.
    const { code, stdout, stderr } = await runCliAsync(["runs", String(runId), "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    expect(stdout).toContain(`items that yielded no QAs (${ITEMS}):`);
    const whys = [...stdout.matchAll(/(?:nothing was kept from|the model stopped on) item (\d+)/g)].map((match) => Number(match[1]));
    expect(whys).toEqual(Array.from({ length: ITEMS }, (_, i) => i));
  });

  it("gives scripts every item and the failed ones apart, as JSON", async () => {
    const { code, stdout, stderr } = await runCliAsync(["runs", String(runId), "--json", "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const run = JSON.parse(stdout) as { emptyItems: { itemKey: string }[]; failedItems: { itemKey: string }[] };
    expect(run.emptyItems.map((item) => item.itemKey)).toEqual(Array.from({ length: ITEMS }, (_, i) => itemKeyOf(i)));
    expect(run.failedItems.map((item) => item.itemKey)).toEqual(Array.from({ length: ITEMS / FAILED_EVERY }, (_, i) => itemKeyOf(i * FAILED_EVERY + FAILED_EVERY - 1)));
  });
});
