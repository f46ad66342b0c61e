// Writes the export samples of docs/formats.md from real exports: a small library (two papers, one
// with tables, a SciQAG run whose first QA rests on a table cell, a ChemLit-QA run, a review, a
// negative) is exported in every format by the export code
// itself, and the first lines of each output replace the text between docs/formats.md's
// "export-samples" markers. `npm run export-samples`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ExportFormatSchema, isFolderFormat } from "../src-main/contract/exportFormat.ts";
import { closeDatabase, openDatabase } from "../src-main/core/db/openDatabase.ts";
import { upsertAnnotation } from "../src-main/core/db/repositories/annotations.ts";
import { insertPaperDocument } from "../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages } from "../src-main/core/db/repositories/paperParts.ts";
import { insertQaItem, setQaVerdict } from "../src-main/core/db/repositories/qaItems.ts";
import { createRun } from "../src-main/core/db/repositories/runs.ts";
import { upsertScore } from "../src-main/core/db/repositories/scores.ts";
import { createCore } from "../src-main/core/createCore.ts";
import { samplePaper } from "../test/support/sampleData.ts";
import { tablePaperDocument } from "../test/support/tableLibrary.ts";
import { writeTablePaper } from "../test/support/tablePaper.ts";

const README = path.resolve(import.meta.dirname, "../docs/formats.md");
const START = "<!-- export-samples:start (npm run export-samples) -->";
const END = "<!-- export-samples:end -->";

async function seed(db: ReturnType<typeof openDatabase>, dir: string): Promise<void> {
  const model = { id: null, name: "qwen2.5-7b-instruct-q4_k_m", sha256: "9c1b1e7f".padEnd(64, "0"), quantization: "Q4_K_M" };
  // The first paper has the test suite's three tables, so the first record shows evidence in a table.
  const tables = await writeTablePaper(path.join(dir, "tables.pdf"));
  const papers = [insertPaperDocument(db, tablePaperDocument("sample-a", tables)), insertPaperDocument(db, samplePaper("sample-b", 3))];
  const sciqag = createRun(db, { strategy: "sciqag", promptVersion: "sciqag@3", settings: { tableQuestions: true }, model, seed: 1, paperIds: papers });
  // A question from Table 1, as a table item's QA is stored: the cited row narrowed to the cell the answer reads.
  const row = listPassages(db, papers[0]!).find((p) => p.kind === "table" && p.text.includes("Study: Kantarci;"))!;
  const piece = "Cases / n: 1,024";
  const at = row.text.indexOf(piece);
  const fromTable = insertQaItem(db, {
    runId: sciqag,
    workItemId: null,
    paperId: papers[0]!,
    question: "How many people with multiple sclerosis did the 2003 study by Kantarci in the USA genotype?",
    answer: "It genotyped 1,024 cases.",
    type: "table-value",
    evidence: [{ text: piece, passageId: row.id, start: at, end: at + piece.length, page: row.page }],
    context: { policy: "table", tablePrompt: "tables@1", table: { index: 0, label: "Table 1", caption: "General information for the included studies" }, rows: { first: 2, last: 23 }, passageIds: [row.id] },
  });
  upsertScore(db, { qaId: fromTable, metric: "numeric-source", value: 1, verdict: "pass", reason: "its one number occurs in the paper" });
  setQaVerdict(db, fromTable, "accepted");
  const chemlit = createRun(db, { strategy: "chemlit", promptVersion: "chemlit@3", settings: {}, model, seed: 1, paperIds: [papers[0]!] });
  for (const paperId of papers) {
    const [a, b] = listPassages(db, paperId);
    const [start, end] = b!.sentences[0]!;
    const id = insertQaItem(db, {
      runId: sciqag,
      workItemId: null,
      paperId,
      question: "Up to what temperature did the annealed perovskite films keep their cubic phase?",
      answer: "They kept the cubic phase after annealing at 301 K.",
      type: "factual",
      difficulty: "easy",
      hop: "single",
      evidence: [{ text: b!.text.slice(start, end), passageId: b!.id, start, end, page: b!.page }],
      context: { policy: "whole-paper", passageIds: [a!.id, b!.id] },
    });
    upsertScore(db, { qaId: id, metric: "numeric-source", value: 1, verdict: "pass", reason: "its one number occurs in the paper" });
    setQaVerdict(db, id, "accepted");
    if (paperId === papers[0]) upsertAnnotation(db, { qaId: id, reviewer: "ana", decision: "keep", answerCorrect: "yes" });
  }
  const [a, b] = listPassages(db, papers[0]!);
  const [, second] = b!.sentences;
  insertQaItem(db, {
    runId: chemlit,
    workItemId: null,
    paperId: papers[0]!,
    question: "By how much did the grain size grow in the annealed films?",
    answer: "The grains grew by 2 nm.",
    type: "explanatory",
    difficulty: "medium",
    hop: "single",
    evidence: [{ text: b!.text.slice(second![0], second![1]), passageId: b!.id, start: second![0], end: second![1], page: b!.page }],
    context: { sourceChunk: 1, passageIds: [b!.id], similarChunks: [{ chunk: 0, preview: a!.text.slice(0, 40), segments: [[a!.id, 0, a!.text.length]] }] },
  });
  insertQaItem(db, {
    runId: chemlit,
    workItemId: null,
    paperId: papers[0]!,
    question: "What did the precursor solution cost per litre?",
    answer: "The answer is not available from the context.",
    type: "evaluative",
    isNegative: true,
    context: { sourceChunk: 1, passageIds: [b!.id] },
  });
}

const firstLines = (file: string, lines: number) => fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "").split("\n").slice(0, lines).join("\n");

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-samples-"));
  const out = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-samples-out-"));
  try {
    const databasePath = path.join(dir, "library.sqlite");
    const db = openDatabase(databasePath);
    await seed(db, dir);
    closeDatabase(db);
    // Through the app's own export call, so the card gets the report service's figures.
    const core = createCore({ dataDir: dir });
    const parts: string[] = [];
    for (const format of ExportFormatSchema.options) {
      const target = path.join(out, isFolderFormat(format) ? format : `sample.${format}`);
      const done = await core.services.export.exportDataset({ out: target, format, options: { split: { ratios: [50, 50, 0] } } });
      if (format === "beir") {
        const tree = ["corpus.jsonl", "queries.jsonl", "qrels/train.tsv"].map((f) => `# ${f}\n${firstLines(path.join(target, f), f.endsWith(".tsv") ? 2 : 1)}`).join("\n");
        parts.push(`**beir** (folder; ${done.records} queries)\n\n\`\`\`text\n${tree}\n\`\`\``);
      } else if (format === "huggingface") {
        const card = fs.readFileSync(path.join(target, "README.md"), "utf8");
        // The header up to the first features; the rest lists every column the same way.
        const header = card.slice(0, card.indexOf("  - name: \"answer\""));
        parts.push(`**huggingface** (folder: \`README.md\`, \`report.json\`, \`data/{train,validation,test}.{parquet,jsonl}\`; ${done.records} rows)\n\n\`\`\`json\n${firstLines(path.join(target, "data", "train.jsonl"), 1)}\n\`\`\`\n\nThe start of the card's header (then every column, the split sizes, and the sections):\n\n\`\`\`yaml\n${header.trim()}\n\`\`\``);
      } else {
        const language = format === "csv" ? "text" : "json";
        parts.push(`**${format}** (${done.records} record(s)${done.omitted ? `, ${done.omitted} left out` : ""})\n\n\`\`\`${language}\n${firstLines(done.path, format === "csv" ? 2 : format === "json" ? 2 : 1)}\n\`\`\``);
      }
    }
    core.close();
    const readme = fs.readFileSync(README, "utf8");
    const from = readme.indexOf(START);
    const to = readme.indexOf(END);
    if (from < 0 || to < from) throw new Error(`docs/formats.md has no ${START} ... ${END} markers.`);
    fs.writeFileSync(README, `${readme.slice(0, from + START.length)}\n\n${parts.join("\n\n")}\n\n${readme.slice(to)}`);
    console.log(`wrote ${parts.length} samples into docs/formats.md`);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
    fs.rmSync(out, { recursive: true, force: true });
  }
}

await main();
