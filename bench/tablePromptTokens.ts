// How many tokens the "Questions from tables" prompt takes per table, with real tokenizers: the
// instructions alone, the whole table, and the largest single row. Imports the PDFs given (or
// every PDF named in a tables.json) into a throwaway library and reads each table as a run would.
// Usage: node bench/tablePromptTokens.ts <tables.json or PDF folder> <gguf>... (vocab-only files load too)
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getLlama } from "node-llama-cpp";
import { openDatabase, closeDatabase } from "../src-main/core/db/openDatabase.ts";
import { importPapers } from "../src-main/core/documents/importPapers.ts";
import { loadPaperForGeneration } from "../src-main/core/pipeline/papers/loadPaperForGeneration.ts";
import { tableMessages } from "../src-main/core/pipeline/strategies/shared/tablePrompt.ts";
import { tableName } from "../src-main/contract/tableWords.ts";
import { planTableItems, readScope } from "../src-main/core/pipeline/strategies/shared/tableItems.ts";
import { sliceTable } from "../src-main/core/pipeline/strategies/shared/tableSlices.ts";

const [source, ...models] = process.argv.slice(2);
if (!source || models.length === 0) throw new Error("Usage: node bench/tablePromptTokens.ts <tables.json or PDF folder> <gguf>...");
const folder = source.endsWith(".json") ? path.dirname(source) : source;
const names = source.endsWith(".json")
  ? [...new Set((JSON.parse(fs.readFileSync(source, "utf8")).tables as { file: string }[]).map((t) => t.file))]
  : fs.readdirSync(folder).filter((f) => f.endsWith(".pdf"));
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "table-tokens-"));
const db = openDatabase(path.join(dir, "library.sqlite"));
const imported = await importPapers(db, names.map((n) => path.join(folder, n)));
const llama = await getLlama({ gpu: false, maxThreads: 1 });
const tokenizers = await Promise.all(models.map(async (file) => ({ name: path.basename(file), model: await llama.loadModel({ modelPath: file, vocabOnly: true }) })));

for (const { name, model } of tokenizers) {
  const count = (text: string) => model.tokenize(text).length;
  console.log(`\n${name}`);
  let system = 0;
  for (const [i, item] of imported.entries()) {
    if (item.paperId === undefined || item.paperId === null) continue;
    const paper = loadPaperForGeneration(db, item.paperId);
    for (const table of paper.tables ?? []) {
      if (table.rows.length === 0) continue;
      const title = [tableName(table, table.index), table.caption].filter(Boolean).join(". ");
      const build = (rows: typeof table.rows) =>
        tableMessages({ paperTitle: paper.title, title, headings: table.headings, rows: rows.map((r, k) => `[S${k + 1}] ${r.text}`).join("\n"), footnotes: table.footnotes, count: 4 });
      const all = build(table.rows);
      system = count(all.system);
      const frame = count(build([]).prompt);
      const rowTokens = table.rows.map((r) => count(r.text) + 4);
      // What the item's requests would be at two small contexts: requests, pairs asked, rows left out.
      const fits = [2048, 4096].map((contextSize) => {
        const items = planTableItems(paper).filter((it) => readScope(it.scope).table === table.index);
        try {
          const sliced = items.map((it) => sliceTable(paper, readScope(it.scope), { contextSize, countTokens: count }));
          const slices = sliced.flatMap((s) => s.slices);
          return `${contextSize}: ${slices.length} req ${slices.reduce((a, s) => a + s.count, 0)} pairs${sliced.some((s) => s.left) ? ` ${sliced.reduce((a, s) => a + s.left, 0)} left` : ""}`;
        } catch (error) {
          return `${contextSize}: ${(error as Error).name}`;
        }
      });
      console.log(
        `${names[i]!.slice(0, 2)} ${tableName(table, table.index).padEnd(9)} rows ${String(table.rows.length).padStart(3)}  prompt ${String(count(all.prompt)).padStart(6)}  frame ${String(frame).padStart(5)}  row max ${String(Math.max(...rowTokens)).padStart(5)} median ${String(rowTokens.sort((a, b) => a - b)[rowTokens.length >> 1]).padStart(4)}  ${fits.join("  ")}`,
      );
    }
  }
  console.log(`instructions (system message): ${system}`);
}
closeDatabase(db);
