import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { ImportResultSchema } from "../../../src-main/contract/index.ts";
import { RetrievalSchema } from "../../../src-main/contract/askRetrieval.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { SHARED_PAPERS_MORE, sharedAvailable } from "../../support/sharedFixtures.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// `distillate ask --retrieve-only` (no model) over a paper whose results are in a table: the
// shared meta-analysis, imported by the CLI as a user imports it (the reader finds Table 1 and
// its 23 studies become passages). A question about one study finds that study's row, named as
// Table 1's row in the text output and with its place and box in --json.

const PAPER = path.join(SHARED_PAPERS_MORE, "66-ctla4-ms-metaanalysis-openmed2016.pdf");
const available = sharedAvailable(SHARED_PAPERS_MORE);

describe.skipIf(!available)("distillate ask over a table (child process)", () => {
  let dataDir: string;
  const cli = (...args: string[]) => runCliProcess([...args, "--data-dir", dataDir]);

  beforeAll(() => {
    dataDir = path.join(tempDirForSuite(), "data");
    const imported = cli("import", PAPER, "--json");
    expect(imported.code, imported.stderr).toBe(0);
    expect(ImportResultSchema.parse(JSON.parse(imported.stdout.trim())).status).toBe("imported");
  });

  it("finds the row of the study asked about, named as Table 1's row, without a model", () => {
    const question = "How many MS cases and controls did Cizmarevic et al. genotype in Iran?";
    const text = cli("ask", question, "--retrieve-only");
    expect(text.code, text.stderr).toBe(0);
    const [first] = text.stdout.split(/\n(?=\d+\. )/).filter((block) => /^\d+\. /.test(block));
    expect(first).toMatch(/^1\. Correlation between CTLA-4 gene .+, Table 1, row 23, p\.3 \(score \d+\.\d\d\)\n {3}Authors: Cizmarevic et al\[23\]; Year: 2011; Country: Iran; Race: Arab; No \/ MS: 367; No \/ Control: 480;/);

    const json = cli("ask", question, "--retrieve-only", "--json");
    expect(json.code, json.stderr).toBe(0);
    const [best] = RetrievalSchema.parse(JSON.parse(json.stdout)).passages;
    expect(best!.table).toMatchObject({ table: { index: 0, label: "Table 1", caption: "General information for the included studies" }, part: "row", row: 23, column: null, box: { page: 3 } });
  });

  it("counts what it found in words a reader expects: one passage, not \"1 passages\"", () => {
    const one = cli("ask", "Which studies were from Iran?", "--retrieve-only", "--passages", "1");
    expect(one.code, one.stderr).toBe(0);
    expect(one.stdout + one.stderr).toMatch(/^Searched 1 paper in \d+ ms: 1 passage found\.$/m);
  });

  it("offers the table questions option in generate --help", () => {
    const help = runCliProcess(["generate", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toMatch(/--table-questions\s+also ask questions answered by the papers' table cells/);
  });
});
