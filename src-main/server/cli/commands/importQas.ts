import { ImportQasRequestSchema, QA_IMPORT_FORMATS, type ImportQasResult, type QaImportFields } from "../../../contract/qaImport.ts";
import { metricInfo } from "../../../contract/metricCatalog.ts";
import { defineCommand, defineOptions, UsageError, type StringOption } from "../CliCommand.ts";
import { commaList, oneOf, positiveId } from "../optionParsers.ts";
import { parseRequest } from "../requestOptions.ts";
import { onStopSignal } from "../stopSignals.ts";
import { progressPrinter } from "./runFormat.ts";

function describeImport(r: ImportQasResult): string {
  if (r.status !== "completed") {
    return `import of run ${r.runId} ${r.status}: ${r.qas} QA(s) of ${r.rows} row(s) kept; finish it with: distillate resume ${r.runId}\n`;
  }
  const lines = [
    `${r.continued ? "continued" : "imported"} run ${r.runId}: ${r.qas} QA(s) from ${r.rows} row(s) about ${r.sources} source(s)`,
    `  ${r.accepted} accepted and ${r.rejected} rejected by the filters (${r.filters.map((f) => metricInfo(f).label.toLowerCase()).join(", ") || "none"})`,
  ];
  for (const n of r.notRun) lines.push(`  not run: ${metricInfo(n.name).label.toLowerCase()}, because ${n.why}`);
  if (r.judged !== null) lines.push(`  the judge graded ${r.judged} QA(s)`);
  if (r.skippedTotal > 0) lines.push(`  ${r.skippedTotal} row(s) left out: ${r.skipped.slice(0, 5).map((s) => `row ${s.row} (${s.reason})`).join(", ")}${r.skippedTotal > 5 ? ", …" : ""}`);
  lines.push(`  see the run with: distillate runs ${r.runId}; measure it with: distillate report --run ${r.runId}; export it with: distillate export --run ${r.runId}`);
  return lines.join("\n") + "\n";
}

/** An option naming the file's field that fills one role. */
const fieldOption = (role: keyof QaImportFields): StringOption => ({
  type: "string",
  value: "<field>",
  help: `the record's field holding the ${role === "qas" ? "list of QAs" : role}`,
  default: "its usual names",
  fills: `fields.${role}`,
});

const options = defineOptions({
  format: { type: "string", value: "<jsonl|json|csv>", help: "the file's format", default: "from the file's extension", fills: "format", parse: oneOf(QA_IMPORT_FORMATS) },
  paper: { type: "string", value: "<id>", help: "the library paper the QAs are about", default: "none", fills: "paperId", parse: positiveId("paper id") },
  "source-text": { type: "string", value: "<file>", help: "a text file the QAs are about, when the paper is not in the library", default: "none", fills: "sourceText" },
  name: { type: "string", value: "<text>", help: "the name of the run the QAs are stored in", default: "the file's name", fills: "name" },
  filters: { type: "string", value: "<a,b...>", help: "the rule filters to run, by name", default: "every one the QAs carry what it needs for", fills: "filters", parse: commaList },
  judge: { type: "string", value: "<model>", help: "a judge model that scores the QAs on the RACAR criteria", default: "none", fills: "judgeModel" },
  embedder: { type: "string", value: "<model>", help: "an embedding model to compare QAs with", default: "none: word vectors", fills: "embedderModel" },
  again: { type: "boolean", help: "store a second copy when this file was imported into the same source before", default: "refuse, naming the earlier run", fills: "again" },
  question: fieldOption("question"),
  answer: fieldOption("answer"),
  evidence: fieldOption("evidence"),
  negative: fieldOption("negative"),
  type: fieldOption("type"),
  difficulty: fieldOption("difficulty"),
  "source-field": fieldOption("source"),
  "title-field": fieldOption("title"),
  "doi-field": fieldOption("doi"),
  "qas-field": fieldOption("qas"),
});

export const importQasCommand = defineCommand({
  path: ["import-qas"],
  summary: "Import a QA dataset (JSONL, JSON or CSV) about a library paper (--paper ID), a text (--source-text FILE) or each row's own text (--source-field NAME), through the rule filters (and the judge with --judge MODEL).",
  details: [
    "Fields are found under their usual names (question/q, answer/a, evidence/context, negative, type, difficulty); name others with",
    "--question, --answer, --evidence, --negative, --type, --difficulty. A record holding a list of QAs: --qas-field NAME (e.g. \"Q&A\").",
    "--filters a,b runs only those rule filters; --name TEXT names the run; --embedder MODEL compares QAs with an embedding model.",
    "The same file (by content) imported into the same source again is refused, naming the earlier run; --again stores a second copy.",
    "An import that stopped (Ctrl-C, a crash) goes on with `distillate resume RUN`, or by importing the same file again.",
  ].join("\n"),
  usage: "<file>",
  positionals: true,
  options,
  async run({ io, json, core }, values, positionals) {
    if (positionals.length !== 1) throw new UsageError("Name one QA file to import.");
    const request = parseRequest(ImportQasRequestSchema, options, values, { base: { file: positionals[0] }, fieldWords: { file: "the QA file" } });
    const abort = new AbortController();
    // Ctrl-C (or SIGTERM) stops after the batch being filtered: the batches done stay stored with
    // their verdicts, the run is cancelled, and `resume` (or importing the file again) goes on.
    const release = onStopSignal(() => abort.abort(new Error("stopped by the user")));
    try {
      const result = await core().services.qaImport.importQas(request, { signal: abort.signal, ...(json ? {} : { onProgress: progressPrinter(io) }) });
      io.stdout(json ? JSON.stringify(result) + "\n" : describeImport(result));
      return result.status === "completed" ? 0 : 1;
    } finally {
      release();
    }
  },
});
