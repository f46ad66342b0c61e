import path from "node:path";
import { createCore, type Core } from "../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "./generatedPdfs.ts";
import type { TinyModelOptions } from "../../src-main/core/llm/models/tinyLlamaGguf.ts";
import { TEST_THREADS, writeTinyModel } from "./llmFixtures.ts";
import type { ServedAppDirs } from "./servedApp.ts";

/** The generated papers a run on the tiny model can read (the others are broken on purpose). */
export type ReadablePaper = "twoColumn" | "lineNumbered";

export interface PapersAndTinyModel {
  /** The ids of the imported papers, in the order they were asked for. */
  paperIds: number[];
  /** The registered tiny model's id, as `runs.generate` takes it. */
  model: string;
}

/**
 * Imports the generated `papers` into the library in `dirs.dataDir` and registers the suite's
 * tiny model (8,192-token context), then hands the open core to `use` to run on them. The core
 * runs on one CPU thread, as every model test must, and is closed when `use` ends, so a server
 * may open the library next. `model` changes the tiny model (heads of 8 make it several times
 * slower, for a test that must act while a run is still going).
 */
export async function withPapersAndTinyModel<T>(dirs: ServedAppDirs, papers: ReadablePaper[], use: (core: Core, library: PapersAndTinyModel) => Promise<T>, model: TinyModelOptions = {}): Promise<T> {
  const pdfs = await writeGeneratedPdfs(path.join(dirs.work, "pdfs"));
  const core = createCore({ dataDir: dirs.dataDir, llm: { backend: "cpu", threads: TEST_THREADS } });
  try {
    await core.services.settings.update({ runtime: { threads: TEST_THREADS, backend: "cpu" } });
    const imported = await core.services.imports.importPapers(papers.map((paper) => pdfs[paper]));
    const added = await core.services.models.add(writeTinyModel(dirs.work, "tiny-test.gguf", { contextLength: 8192, ...model }), { waitForHash: true });
    return await use(core, { paperIds: imported.map((result) => result.paperId!), model: String(added.model.id) });
  } finally {
    await core.closeAsync();
  }
}
