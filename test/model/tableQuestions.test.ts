// Tables in runs and answers with real inference on the suite's tiny model (random weights, one
// thread), on the shared meta-analysis whose Table 1 lists its 23 included studies, imported as a
// user imports it (the reader finds the table; its rows become passages). What is asserted is what
// holds whatever a nonsense model writes: the prompts hold the table's rows read with their
// headings, the QAs of the table items name the table and rest on its rows, the export carries
// that evidence as the table's, RetChemQA's own prompts show the table and SciQAG's do not, and
// Ask finds the row and cites it as the table's.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AskAnswer } from "../../src-main/contract/ask.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { listWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import type { GenerationPort, ScoringPort, StructuredRequest } from "../../src-main/core/pipeline/ports.ts";
import { getStrategy } from "../../src-main/core/pipeline/strategies/index.ts";
import { SHARED_PAPERS_MORE, sharedAvailable } from "../support/sharedFixtures.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

const PAPER = path.join(SHARED_PAPERS_MORE, "66-ctla4-ms-metaanalysis-openmed2016.pdf");
const available = sharedAvailable(SHARED_PAPERS_MORE);
const TABLE_TITLE = "Table: Table 1. General information for the included studies";

/** The port with every request it is sent kept, in order (the requests reach the real model unchanged). */
function recording(port: GenerationPort & ScoringPort): { port: GenerationPort & ScoringPort; requests: StructuredRequest[] } {
  const requests: StructuredRequest[] = [];
  const recorded: GenerationPort & ScoringPort = {
    generate: (request) => {
      requests.push(request);
      return port.generate(request);
    },
    countTokens: (text) => port.countTokens(text),
    get contextSize() {
      return port.contextSize;
    },
    get model() {
      return port.model;
    },
    get lanes() {
      return port.lanes;
    },
    answerLogProbability: (prompt, answer, signal) => port.answerLogProbability(prompt, answer, signal),
  };
  return { port: recorded, requests };
}

describe.skipIf(!available)("a run with questions from tables", () => {
  // A context that holds the whole paper with its table, as a user would give a model for it.
  const library = useTinyModelLibrary({ papers: async () => [PAPER], sequences: 2, trainedContext: 16384, contextSize: 16384 });

  it("asks the table item's model with every row read with its headings, and stores QAs that name the table and rest on its rows", async () => {
    const { db } = library;
    const { runId } = library.startRun({ strategy: "sciqag", seed: 3, settings: { tableQuestions: true, qaPerPaper: 2, maxTokens: 1024 } });
    const items = listWorkItems(db, runId);
    const table = items.find((i) => i.kind === "table")!;
    expect(getStrategy("sciqag").itemLabel(table)).toBe("Table 1, rows 1–23");

    const { port, requests } = recording(await library.port({ seed: 3, lanes: 1 }));
    const final = await executeRun(db, runId, port, { scorer: null });
    expect(final).toMatchObject({ status: "completed", failed: 0 });

    const asked = requests.find((r) => r.prompt.includes(TABLE_TITLE))!;
    expect(asked.prompt).toContain("[S1] Authors: Ligers etal[4]; Year: 1999; Country: Sweden; Race: Caucasus; No / MS: 378;");
    expect(asked.prompt.match(/^\[S\d+\] /gm)).toHaveLength(23);
    expect(asked.system).toMatch(/a number|read from one cell/);
    // SciQAG's own item reads the paper without its table, as SciQAG does.
    const own = requests.find((r) => !r.prompt.includes(TABLE_TITLE))!;
    expect(own.prompt).not.toContain("Authors: Ligers");

    const fromTable = listQaItemsForRun(db, runId).filter((qa) => qa.workItemId === table.id);
    expect(fromTable.length).toBeGreaterThan(0);
    for (const qa of fromTable) {
      expect(qa.context).toMatchObject({ policy: "table", tablePrompt: "tables@2", table: { index: 0, label: "Table 1", caption: "General information for the included studies" }, rows: { first: 1, last: 23 } });
      expect(["table-value", "table-comparison"]).toContain(qa.type);
    }
    // Exported as a user would, every record checked against the published schema: the table
    // items' evidence is Table 1's rows or cells, with where they are printed.
    const { lines } = await library.exportRun(runId);
    const evidence = lines.filter((l) => l.provenance.workItemId === table.id).flatMap((l) => l.evidence);
    expect(evidence.length).toBeGreaterThan(0);
    for (const e of evidence) {
      expect(e).toMatchObject({ kind: "table", table: { index: 0, label: "Table 1" }, page: 3 });
      expect(["row", "cell"]).toContain(e.part);
      expect(e.row).toBeGreaterThanOrEqual(1);
      expect(e.row).toBeLessThanOrEqual(23);
      expect(e.box).toMatchObject({ page: 3 });
    }
  }, 1_800_000);

  it("gives RetChemQA's own prompts the table after the body, its rows citable like sentences", async () => {
    const { db } = library;
    const { runId } = library.startRun({ strategy: "retchem", seed: 4, settings: { factual: 1, reasoning: 0, trueFalse: 0, synthesis: false, maxTokens: 512 } });
    const { port, requests } = recording(await library.port({ seed: 4, lanes: 1 }));
    expect(await executeRun(db, runId, port, { scorer: null })).toMatchObject({ status: "completed", failed: 0 });
    expect(requests).toHaveLength(1);
    expect(requests[0]!.prompt).toContain("## Table 1. General information for the included studies\n");
    expect(requests[0]!.prompt).toMatch(/\[S\d+\] Authors: Ligers etal\[4\]; Year: 1999;/);
  }, 1_800_000);
});

describe.skipIf(!available)("asking about a number printed in a table", () => {
  let core: Core;
  let paperId: number;
  let tiny: string;

  beforeAll(async () => {
    const dir = tempDirForSuite();
    core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
    paperId = (await core.services.imports.importPapers([PAPER]))[0]!.paperId!;
    tiny = String((await core.services.models.add(writeTinyModel(dir, "tiny.gguf", { contextLength: 8192 }), { waitForHash: true })).model.id);
  }, 600_000);
  afterAll(() => core?.closeAsync());

  it("finds the study's row and, when the model answers, cites it as Table 1's row or cell", async () => {
    const question = "How many MS cases and controls did Ligers et al. genotype in Sweden in 1999?";
    const retrieval = await core.services.ask.retrieve({ question, paperIds: [paperId], passages: 3 });
    expect(retrieval.passages[0]).toMatchObject({ table: { table: { label: "Table 1" }, part: "row", row: 1 } });
    expect(retrieval.passages[0]!.text).toMatch(/^Authors: Ligers etal\[4\]; Year: 1999; Country: Sweden/);
    // The model sees only the best passage (the row), so whatever it cites is the row or one of its cells.
    const answers: AskAnswer[] = [];
    for (let seed = 1; seed <= 6 && !answers.some((a) => a.outcome === "answered"); seed++) {
      answers.push(await core.services.ask.ask({ question, paperIds: [paperId], model: tiny, temperature: 1, seed, passages: 1 }));
    }
    expect(answers.some((a) => a.outcome === "answered")).toBe(true);
    for (const answer of answers) {
      expect(answer.retrieval.passages.filter((p) => p.shown).map((p) => p.table?.row)).toEqual([1]);
      for (const citation of answer.citations) {
        expect(citation.table).toMatchObject({ table: { label: "Table 1" }, row: 1 });
        expect(["row", "cell"]).toContain(citation.table!.part);
        expect(citation.boxes.length).toBeGreaterThan(0);
      }
    }
  }, 1_800_000);
});
