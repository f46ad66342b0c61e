import { createCore } from "../../src-main/core/createCore.ts";
import { copyOfDemoRunsLibrary, type DemoRunsLibrary } from "./demoRunsLibrary.ts";
import { TEST_THREADS } from "./llmFixtures.ts";
import type { ServedAppDirs } from "./servedApp.ts";

// A library whose Report a screenshot may show: the demo runs library (a real SciQAG run on a
// shared paper), its QAs judged by the demo model and decided by a reviewer through the app's
// own services. Every figure on its Report comes from rows the app wrote, so the figures agree
// with one another (round 20's seed wrote a "numbers found" check on answers it never read).

export interface ReportLibrary extends DemoRunsLibrary {
  /** The SciQAG run's QAs the reviewer kept and dropped (every other QA kept, by id). */
  kept: number[];
  dropped: number[];
}

/** Builds it in `dirs.dataDir` (one CPU thread) and closes it so `distillate serve` may open it. */
export async function buildReportLibrary(dirs: ServedAppDirs): Promise<ReportLibrary> {
  const demo = await copyOfDemoRunsLibrary(dirs);
  const core = createCore({ dataDir: dirs.dataDir, llm: { backend: "cpu", threads: TEST_THREADS } });
  try {
    const s = core.services;
    const { model } = await s.models.addDemo();
    await s.judge.evaluate({ runId: demo.sciqagRun, judgeModel: String(model.id), lanes: 1 });
    const ids = await s.review.ids({ runIds: [demo.sciqagRun] });
    const kept: number[] = [];
    const dropped: number[] = [];
    for (const [i, id] of ids.entries()) {
      await s.review.annotate(id, { decision: i % 2 === 0 ? "keep" : "drop" });
      (i % 2 === 0 ? kept : dropped).push(id);
    }
    return { ...demo, kept, dropped };
  } finally {
    await core.closeAsync();
  }
}
