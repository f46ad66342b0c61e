// The RACAR judge: prompt tokens evaluated per QA with the paper as a shared prefix (paper first,
// the pair last, one paper's pairs back to back on one sequence) against the same requests with
// nothing shared (the paper read anew for every QA), and the judge's output
// speed against generation's in the same process. Model: the test suite's tiny llama (random
// weights, steered so constrained JSON closes). stories260K in ../shared/models is not used: it
// never closes a JSON string (see pipeline.bench.ts), so every judgement would run to its limit.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { importPapers } from "../src-main/core/documents/importPapers.ts";
import { createLlamaRuntime } from "../src-main/core/llm/runtime/createLlamaRuntime.ts";
import { writeTinyLlamaGguf } from "../src-main/core/llm/models/tinyLlamaGguf.ts";
import { executeRun } from "../src-main/core/pipeline/jobs/executeRun.ts";
import { storeRunPlan } from "../src-main/core/pipeline/jobs/storeRunPlan.ts";
import { judgeQas } from "../src-main/core/pipeline/judge/judgeQas.ts";
import type { GenerationPort } from "../src-main/core/pipeline/ports.ts";
import { defaultJudgeThresholds } from "../src-main/contract/judge.ts";
import { writeGeneratedPdfs } from "../test/support/generatedPdfs.ts";
import { llamaPort } from "../test/support/llamaPort.ts";
import { fmt, printTable } from "./support.ts";

/**
 * The same requests, each opened by its own number, so no request shares a prefix with the one
 * before: the paper is read anew for every QA, as when pairs of many papers are interleaved or a
 * prompt puts the pair before the paper (the tiny model's pairs are too alike to show that layout's cost).
 */
function noSharedPrefix(port: GenerationPort): GenerationPort {
  let n = 0;
  return {
    ...port,
    countTokens: (t) => port.countTokens(t),
    contextSize: port.contextSize,
    lanes: port.lanes,
    model: port.model,
    generate: (request) => {
      return port.generate({ ...request, system: `Request ${++n}. ${request.system}` });
    },
  };
}

export async function run(): Promise<void> {
  console.log("\njudge: RACAR judge on the suite's tiny llama (CPU, 1 thread, 1 lane, 8k context), 2 generated papers x 5 QAs");
  const shared = path.resolve(import.meta.dirname, "../../shared/models/stories260K.gguf");
  if (fs.existsSync(shared)) console.log("  ../shared/models/stories260K.gguf is present but skipped: it cannot close constrained JSON, so judgements would only measure the failure path.");
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-judge-"));
  const pdfs = await writeGeneratedPdfs(path.join(dir, "pdfs"));
  const db = openDatabase(path.join(dir, "library.sqlite"));
  const runtime = await createLlamaRuntime({ backend: "cpu", threads: 1 });
  try {
    const paperIds = (await importPapers(db, [pdfs.twoColumn, pdfs.lineNumbered])).map((r) => r.paperId!);
    const model = await runtime.loadModel({ file: writeTinyLlamaGguf(path.join(dir, "tiny.gguf"), { contextLength: 8192 }).file });
    const generator = await model.createGenerator({ contextSize: 8192, sequences: 1 });
    const identity = { name: "tiny-random-llama", sha256: null, quantization: "F32" };
    const { runId } = storeRunPlan(db, { strategy: "retchem", paperIds, settings: { factual: 5, reasoning: 0, trueFalse: 0, synthesis: false }, model: { id: null, ...identity }, seed: 1 });
    const writer = await llamaPort(model, generator, { model: identity, seed: 1, lanes: 1 });
    const genStart = performance.now();
    const gen = await executeRun(db, runId, writer, {});
    const genSeconds = (performance.now() - genStart) / 1000;
    const generated = db.prepare("SELECT generated_tokens FROM runs WHERE id = ?").pluck().get(runId) as number;

    const rows: Record<string, string | number>[] = [];
    const measure = async (label: string, sha: string, wrap: (p: GenerationPort) => GenerationPort) => {
      const port = wrap(await llamaPort(model, generator, { model: { ...identity, sha256: sha }, seed: 1, lanes: 1 }));
      const started = performance.now();
      const final = await judgeQas(db, { selection: { runId }, judge: port as GenerationPort & { model: { sha256: string } }, thresholds: defaultJudgeThresholds });
      const seconds = (performance.now() - started) / 1000;
      const qas = Math.max(1, final.done);
      rows.push({
        layout: label,
        "QAs judged": final.done,
        failed: final.failed,
        "prompt tok/QA": fmt(final.tokens.prompt / qas, 0),
        "evaluated tok/QA": fmt(final.tokens.evaluated / qas, 0),
        "written tok/s": fmt(final.tokens.generated / seconds, 0),
        "wall s": fmt(seconds, 1),
      });
      return final;
    };
    const shared_ = await measure("paper first (shared prefix)", "1".repeat(64), (p) => p);
    const naive = await measure("paper read per QA (no shared prefix)", "2".repeat(64), noSharedPrefix);
    printTable("judge tokens per QA, same QAs, same model, same process", rows);
    const ratio = naive.tokens.evaluated / Math.max(1, shared_.tokens.evaluated);
    console.log(`  evaluated tokens without / with the shared prefix: ${fmt(ratio, 2)}x (${gen.qas} QAs over ${paperIds.length} papers: at best about the QAs per paper)`);
    console.log(`  generation in the same process: ${gen.qas} QAs, ${generated} tokens written in ${fmt(genSeconds, 1)} s = ${fmt(generated / genSeconds, 0)} tok/s`);
    await generator.dispose();
    await model.dispose();
  } finally {
    await runtime.dispose();
    closeDatabase(db);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
