// Questions from tables on a model of 2,048 tokens, with real inference on the shared stories260K
// (trained context 2,048, one thread), on the shared meta-analysis whose Table 1 lists 23 studies.
// Its instructions, that table and four answers take about 6,000 of stories260K's tokens, and one
// row with four answers did not fit either: before the table was sent in parts, the table item
// failed and the run had no table question. Asserted is what holds whatever the model writes:
// the item ran in several requests, each within the context and showing rows with the headings,
// every row was shown once, and each QA names the rows of its own request, its evidence Table 1's
// rows or cells as printed on page 3.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import type { GenerationPort, ScoringPort, StructuredRequest } from "../../src-main/core/pipeline/ports.ts";
import { SHARED_PAPERS_MORE, sharedAvailable } from "../support/sharedFixtures.ts";
import { STORIES_260K, sharedModelAvailable } from "../support/llmFixtures.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

const PAPER = path.join(SHARED_PAPERS_MORE, "66-ctla4-ms-metaanalysis-openmed2016.pdf");
const available = sharedAvailable(SHARED_PAPERS_MORE) && sharedModelAvailable(STORIES_260K);
const TABLE_TITLE = "Table: Table 1. General information for the included studies";

describe.skipIf(!available)("questions from tables on a 2,048-token model", () => {
  const library = useTinyModelLibrary({
    papers: async () => [PAPER],
    modelFile: STORIES_260K,
    contextSize: 2048,
    sequences: 1,
    identity: { name: "stories260K", sha256: null, quantization: "F32" },
  });

  it("sends Table 1 a few rows per request and stores QAs resting on the rows each request showed", async () => {
    const { db } = library;
    const { runId } = library.startRun({ strategy: "sciqag", seed: 5, settings: { tableQuestions: true, qaPerPaper: 1, maxTokens: 256 } });
    const table = listWorkItems(db, runId).find((i) => i.kind === "table")!;
    const port = await library.port({ seed: 5, lanes: 1 });
    expect(port.contextSize).toBe(2048);
    const requests: StructuredRequest[] = [];
    const recorded: GenerationPort & ScoringPort = Object.assign(Object.create(port) as GenerationPort & ScoringPort, {
      generate: (request: StructuredRequest) => {
        requests.push(request);
        return port.generate(request);
      },
    });
    await executeRun(db, runId, recorded, { scorer: null });
    expect(listWorkItems(db, runId).find((i) => i.id === table.id)).toMatchObject({ status: "done" });

    // Several requests, each within the context, each with the headings and its own rows.
    const asked = requests.filter((r) => r.prompt.includes(TABLE_TITLE));
    expect(asked.length).toBeGreaterThan(1);
    const shown: string[] = [];
    for (const request of asked) {
      const tokens = port.countTokens(request.system) + port.countTokens(request.prompt) + request.maxTokens!;
      expect(tokens).toBeLessThanOrEqual(2048);
      expect(request.prompt).toMatch(/ of these 23 rows are shown here; the others are asked about separately\.\)/);
      shown.push(...(request.prompt.match(/^\[S\d+\] .*$/gm) ?? []).map((line) => line.replace(/^\[S\d+\] /, "")));
    }
    expect(shown).toHaveLength(23);
    expect(shown[0]).toMatch(/^Authors: Ligers etal\[4\]; Year: 1999; Country: Sweden;/);
    expect(new Set(shown).size).toBe(23);

    const fromTable = listQaItemsForRun(db, runId).filter((qa) => qa.workItemId === table.id);
    expect(fromTable.length).toBeGreaterThan(0);
    for (const qa of fromTable) {
      const context = qa.context as { rows: { first: number; last: number }; request: { index: number; of: number }; tablePrompt: string };
      expect(context).toMatchObject({ policy: "table", tablePrompt: "tables@2", table: { index: 0, label: "Table 1" }, request: { of: asked.length } });
      expect(context.rows.last - context.rows.first).toBeLessThan(23);
    }
    // Exported as a user would: each QA's evidence is a row (or a cell) of Table 1 that its own request showed.
    const { lines } = await library.exportRun(runId);
    const exported = lines.filter((l) => l.provenance.workItemId === table.id);
    expect(exported.length).toBe(fromTable.length);
    expect(exported.flatMap((l) => l.evidence).length).toBeGreaterThan(0);
    for (const line of exported) {
      const { first, last } = line.context.rows as { first: number; last: number };
      for (const e of line.evidence) {
        expect(e).toMatchObject({ kind: "table", table: { index: 0, label: "Table 1" }, page: 3, box: { page: 3 } });
        expect(["row", "cell"]).toContain(e.part);
        expect(e.row).toBeGreaterThanOrEqual(first);
        expect(e.row).toBeLessThanOrEqual(last);
        expect(shown.some((row) => row.includes(e.text))).toBe(true);
      }
    }
  }, 1_800_000);
});
