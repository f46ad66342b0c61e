import fs from "node:fs";
import path from "node:path";
import { createCore } from "../../src-main/core/createCore.ts";
import { TEST_THREADS } from "./llmFixtures.ts";
import { CHEMLIT_DIR, chemlitAvailable } from "./reference/referencePaths.ts";
import type { ServedAppDirs } from "./servedApp.ts";
import { SHARED_PAPERS } from "./sharedFixtures.ts";
import { copyOfSharedLibrary } from "./sharedLibraries.ts";

// A library as a new user has one after trying the app: a real paper, a SciQAG run and a kept Ask
// answer from the demo model (which writes nonsense: "8]Z mediu sol", answer "false"), and
// ChemLit-QA's expert-checked test split brought in with `import-qas --source-field chunk`. Every
// row is what the app itself wrote; nothing is seeded by hand.

/** The shared paper the runs read: a two-column Nature Communications article in 7-8 pt type. */
export const DEMO_PAPER = path.join(SHARED_PAPERS, "01-perovskite-2d-fa-natcommun2018.pdf");
/** ChemLit-QA's published test split (211 rows, MIT), as the reference README describes it. */
export const CHEMLIT_TEST_SPLIT = path.join(CHEMLIT_DIR, "chemlit_qa_test_split_211_entries.csv");

/** Questions for Ask, tried in turn until the demo model answers one with a citation (it refuses some). */
const QUESTIONS = [
  "What limits the stability of formamidinium perovskite solar cells?",
  "How does the 2D perovskite change the phase purity of the films?",
  "What efficiency did the best solar cells reach?",
];

export interface DemoRunsLibrary {
  paperId: number;
  sciqagRun: number;
  /** The run of asked questions holding the one kept answer. */
  askedRun: number;
  answerId: number;
  importedRun: number;
  /** The imported QAs, and those the filters rejected. */
  importedQaIds: number[];
  rejectedImportedIds: number[];
  /** A generated (demo model) QA the filters accepted. */
  acceptedDemoQaId: number;
}

/** Why the library cannot be built here (the shared paper or ChemLit-QA is absent), or null. */
export function demoRunsUnavailable(): string | null {
  if (!fs.existsSync(DEMO_PAPER)) return `${DEMO_PAPER} is absent (a fresh clone has no ../shared), so these browser tests are skipped.`;
  if (!chemlitAvailable()) return `${CHEMLIT_TEST_SPLIT} is absent (a fresh clone has no ../shared), so these browser tests are skipped.`;
  return null;
}

/**
 * Builds the library in `dirs.dataDir` through the app's own services (one CPU thread), then
 * closes it so `distillate serve` may open it. Takes a minute or two: the SciQAG run is real.
 */
export async function buildDemoRunsLibrary(dirs: ServedAppDirs): Promise<DemoRunsLibrary> {
  const core = createCore({ dataDir: dirs.dataDir, llm: { backend: "cpu", threads: TEST_THREADS } });
  try {
    const s = core.services;
    await s.settings.update({ runtime: { threads: TEST_THREADS, backend: "cpu" } });
    const [imported] = await s.imports.importPapers([DEMO_PAPER]);
    const paperId = imported!.paperId!;
    const { model } = await s.models.addDemo();
    const sciqagRun = (await s.runs.generate({ strategy: "sciqag", model: String(model.id), paperIds: [paperId], lanes: 1 })).runId;
    let answerId: number | null = null;
    for (const question of QUESTIONS) {
      const answer = await s.ask.ask({ question, model: String(model.id), paperIds: [paperId] });
      if (answer.outcome === "answered" && answer.citations.length > 0) {
        answerId = answer.id;
        break;
      }
    }
    if (answerId === null) throw new Error("The demo model refused every question; pick others.");
    const askedRun = (await s.ask.keep(answerId)).runId;
    const importedRun = (await s.qaImport.importQas({ file: CHEMLIT_TEST_SPLIT, fields: { source: "chunk" } })).runId;
    const importedRows = (await s.review.query({ query: { runIds: [importedRun] }, limit: 1000 })).rows;
    const demoRows = (await s.review.query({ query: { runIds: [sciqagRun], verdicts: ["accepted"] }, limit: 10 })).rows;
    if (demoRows.length === 0) throw new Error("The SciQAG run on the demo model had no accepted QA to look at.");
    return {
      paperId,
      sciqagRun,
      askedRun,
      answerId,
      importedRun,
      importedQaIds: importedRows.map((r) => r.id),
      rejectedImportedIds: importedRows.filter((r) => r.verdict === "rejected").map((r) => r.id),
      acceptedDemoQaId: demoRows[0]!.id,
    };
  } finally {
    await core.closeAsync();
  }
}

/**
 * A copy of the library in `dirs.dataDir`, built once per test run for every file that uses it
 * (the build is a large part of such a file's time); each file serves and changes its own copy.
 */
export function copyOfDemoRunsLibrary(dirs: ServedAppDirs): Promise<DemoRunsLibrary> {
  return copyOfSharedLibrary("demo-runs", buildDemoRunsLibrary, dirs);
}
