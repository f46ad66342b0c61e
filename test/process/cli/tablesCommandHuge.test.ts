import { beforeAll, describe, expect, it } from "vitest";
import { cliTablePaper } from "../../support/cliTablePaper.ts";
import { hugeTables, rowMark } from "../../support/hugeTables.ts";
import { runCliAsync } from "../../support/runCliProcess.ts";

// `distillate tables` on a paper whose tables are more than one answer holds (thirteen 5,000-row
// copies of the table paper's Table 1 after its own three, some 70 MB stored through the
// repository): it asks for them a part at a time and prints every row, in order.

const COPIES = 13;
const ROWS = 5000;

let dataDir: string;
let paperId: number;

beforeAll(async () => {
  ({ dataDir, paperId } = await cliTablePaper((printed) => [...printed, ...hugeTables(printed[0]!, COPIES, ROWS)], () => null));
});

describe("distillate tables on a paper with very large tables (child process)", () => {
  it("prints every row of every table as Markdown", async () => {
    // Not spawnSync: its output buffer would cut the megabytes printed.
    const { code, stdout, stderr } = await runCliAsync(["tables", String(paperId), "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const marks = [...stdout.matchAll(/^\| (T\d+ R\d+) \|/gm)].map((match) => match[1]);
    expect(marks).toHaveLength(COPIES * ROWS);
    expect(marks.every((mark, i) => mark === rowMark(Math.floor(i / ROWS), i % ROWS))).toBe(true);
  });

  it("prints the last table alone as CSV, all its rows", async () => {
    const { code, stdout, stderr } = await runCliAsync(["tables", String(paperId), "--format", "csv", "--table", String(3 + COPIES), "--data-dir", dataDir]);
    expect(stderr).toBe("");
    expect(code).toBe(0);
    const firsts = stdout.split(/\r?\n/).filter((line) => /^T\d+ R\d+,/.test(line)).map((line) => line.split(",")[0]);
    expect(firsts).toEqual(Array.from({ length: ROWS }, (_, r) => rowMark(COPIES - 1, r)));
  });
});
