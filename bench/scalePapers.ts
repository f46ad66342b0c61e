// The scale benchmark's papers: `count` generated PDFs in a folder under the temp directory
// named after the builder's version, so a second run (or a run cut short) reuses what exists.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { VARIED_PAPER_VERSION, writeVariedPaper } from "../test/support/generatedPdfs.ts";

export const SCALE_PAPERS_DIR = path.join(os.tmpdir(), `distillate-bench-scale-papers-v${VARIED_PAPER_VERSION}`);

export const scalePaperFile = (index: number): string => path.join(SCALE_PAPERS_DIR, `paper-${String(index + 1).padStart(5, "0")}.pdf`);

/** The files, in index order, and how many had to be built now (the others came from the cache). */
export async function ensureScalePapers(count: number, onProgress?: (done: number) => void): Promise<{ files: string[]; built: number; ms: number }> {
  fs.mkdirSync(SCALE_PAPERS_DIR, { recursive: true });
  const start = performance.now();
  const files: string[] = [];
  let built = 0;
  for (let i = 0; i < count; i++) {
    const file = scalePaperFile(i);
    if (!fs.existsSync(file)) {
      // Written beside, then renamed: an interrupted run never leaves a cut file in the cache.
      await writeVariedPaper(`${file}.part`, i);
      fs.renameSync(`${file}.part`, file);
      built++;
    }
    files.push(file);
    if ((i + 1) % 1000 === 0) onProgress?.(i + 1);
  }
  return { files, built, ms: performance.now() - start };
}

// `node bench/scalePapers.ts 10000` fills the cache ahead of the benchmark.
if (import.meta.main) {
  const count = Number(process.argv[2] ?? 10_000);
  const result = await ensureScalePapers(count, (done) => console.log(`${done} papers`));
  console.log(`${result.built} built, ${count - result.built} cached, in ${(result.ms / 1000).toFixed(1)} s: ${SCALE_PAPERS_DIR}`);
}
