// A run applies its method's filters, not every filter: the method card's list (StrategyInfo)
// is what a run through the app's services stores, and a run can name others. Real inference on
// a tiny model, through the same service the app and the CLI call.
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { defaultFilterNames } from "../../src-main/contract/methodFilters.ts";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { selectQaRecords } from "../../src-main/core/export/selectQaRecords.ts";
import { writeGeneratedPdfs } from "../support/generatedPdfs.ts";
import { TEST_THREADS, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";
import { withSuiteInstallSecret } from "../support/suiteInstallSecret.ts";

let core: Core;
let writerId: number;
let paper: number;

beforeAll(async () => {
  const dir = tempDirForSuite();
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  core = createCore(withSuiteInstallSecret({ dataDir: path.join(dir, "data"), llm: { backend: "cpu", threads: TEST_THREADS } }));
  paper = (await core.services.imports.importPapers([pdfs.twoColumn]))[0]!.paperId!;
  writerId = (await core.services.models.add(writeTinyModel(dir, "writer.gguf", { contextLength: 8192 }), { name: "writer" })).model.id;
}, 600_000);

afterAll(() => core?.closeAsync());

const settings = { factual: 2, reasoning: 0, trueFalse: 0, synthesis: false };
/** The metrics the filters stored on a run's QAs (the judge's aside). */
const storedMetrics = (runId: number) => new Set([...selectQaRecords(core.db(), "me", { runIds: [runId] })].flatMap((r) => r.scores.map((s) => s.metric)));

describe("a run's filters", () => {
  it("are its method's own by default, as its card lists them, and those the run names otherwise", async () => {
    const card = (await core.services.runs.strategies()).find((s) => s.name === "retchem")!;
    const byDefault = await core.services.runs.generate({ strategy: "retchem", model: String(writerId), paperIds: [paper], lanes: 1, settings });
    expect(byDefault.qas).toBeGreaterThan(0);
    const run = await core.services.runs.getRun(byDefault.runId);
    expect(run.engine).toMatchObject({ filters: defaultFilterNames(card.filters), perplexityShift: false });
    expect([...storedMetrics(byDefault.runId)].sort()).toEqual(defaultFilterNames(card.filters).sort());

    const chosen = await core.services.runs.generate({ strategy: "retchem", model: String(writerId), paperIds: [paper], lanes: 1, settings, filters: ["context-dependence", "near-duplicate"] });
    expect([...storedMetrics(chosen.runId)].sort()).toEqual(["context-dependence", "near-duplicate"]);
  });
});
