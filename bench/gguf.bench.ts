// GGUF header check: what our bounded check (checkGgufFile, run before node-llama-cpp sees any
// model file) costs next to node-llama-cpp's own header read (readGgufFileInfo) of the same file.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readGgufFileInfo } from "node-llama-cpp";
import { checkGgufFile } from "../src-main/core/llm/gguf/checkGgufFile.ts";
import { writeTinyLlamaGguf } from "../src-main/core/llm/models/tinyLlamaGguf.ts";
import { SHARED_MODELS } from "../test/support/sharedFixtures.ts";
import { fmt, printTable, timeMedianAsync } from "./support.ts";

const RUNS = 30;

export async function run(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-bench-gguf-"));
  const files = [writeTinyLlamaGguf(path.join(dir, "tiny.gguf")).file, writeTinyLlamaGguf(path.join(dir, "tiny-wide.gguf"), { embeddingLength: 256, blockCount: 8 }).file];
  if (fs.existsSync(SHARED_MODELS)) files.push(...fs.readdirSync(SHARED_MODELS).filter((name) => name.endsWith(".gguf")).sort().map((name) => path.join(SHARED_MODELS, name)));
  else console.log(`[skip] ${SHARED_MODELS} is absent: only the tiny models are measured.`);

  const rows = [];
  for (const file of files) {
    const ours = await timeMedianAsync(RUNS, () => checkGgufFile(file));
    const theirs = await timeMedianAsync(RUNS, () => readGgufFileInfo(file, { logWarnings: false, spliceSplitFiles: false }));
    rows.push({ file: path.basename(file), MiB: fmt(fs.statSync(file).size / 2 ** 20, 2), "checkGgufFile ms": fmt(ours, 2), "readGgufFileInfo ms": fmt(theirs, 2), "ratio check / read": fmt(ours / theirs, 2) });
  }
  printTable(`GGUF header: our bounded check vs node-llama-cpp's reader (median of ${RUNS})`, rows);
  fs.rmSync(dir, { recursive: true, force: true });
}
