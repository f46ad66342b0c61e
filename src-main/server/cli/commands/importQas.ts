import { ImportQasRequestSchema, QA_IMPORT_FORMATS, type ImportQasResult, type QaImportFields } from "../../../contract/qaImport.ts";
import { metricInfo } from "../../../contract/metrics.ts";
import { UsageError, type CliCommand } from "../CliCommand.ts";
import { onStopSignal } from "../stopSignals.ts";
import { parseId, progressPrinter } from "./runFormat.ts";

/** Options naming the file's fields, by the role they fill. */
const FIELD_OPTIONS: Record<string, keyof QaImportFields> = {
  question: "question",
  answer: "answer",
  evidence: "evidence",
  negative: "negative",
  type: "type",
  difficulty: "difficulty",
  "source-field": "source",
  "title-field": "title",
  "doi-field": "doi",
  "qas-field": "qas",
};

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

export const importQasCommand: CliCommand = {
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
  options: {
    format: { type: "string", value: "<jsonl|json|csv>", help: "the file's format", default: "from the file's extension" },
    paper: { type: "string", value: "<id>", help: "the library paper the QAs are about", default: "none" },
    "source-text": { type: "string", value: "<file>", help: "a text file the QAs are about, when the paper is not in the library", default: "none" },
    name: { type: "string", value: "<text>", help: "the name of the run the QAs are stored in", default: "the file's name" },
    filters: { type: "string", value: "<a,b...>", help: "the rule filters to run, by name", default: "every one the QAs carry what it needs for" },
    judge: { type: "string", value: "<model>", help: "a judge model that scores the QAs on the RACAR criteria", default: "none" },
    embedder: { type: "string", value: "<model>", help: "an embedding model to compare QAs with", default: "none: word vectors" },
    again: { type: "boolean", help: "store a second copy when this file was imported into the same source before", default: "refuse, naming the earlier run" },
    ...Object.fromEntries(
      Object.entries(FIELD_OPTIONS).map(([option, role]) => [option, { type: "string" as const, value: "<field>", help: `the record's field holding the ${role === "qas" ? "list of QAs" : role}`, default: "its usual names" }]),
    ),
  },
  async run({ io, json, core }, values, positionals) {
    if (positionals.length !== 1) throw new UsageError("Name one QA file to import.");
    if (values.format !== undefined && !(QA_IMPORT_FORMATS as readonly string[]).includes(String(values.format))) throw new UsageError(`--format must be one of ${QA_IMPORT_FORMATS.join(", ")}.`);
    const fields = Object.fromEntries(Object.entries(FIELD_OPTIONS).flatMap(([option, role]) => (typeof values[option] === "string" ? [[role, values[option]]] : [])));
    const parsed = ImportQasRequestSchema.safeParse({
      file: positionals[0],
      ...(values.format ? { format: values.format } : {}),
      ...(Object.keys(fields).length > 0 ? { fields } : {}),
      ...(values.paper ? { paperId: parseId(String(values.paper), "paper id") } : {}),
      ...(values["source-text"] ? { sourceText: values["source-text"] } : {}),
      ...(values.name ? { name: values.name } : {}),
      ...(values.filters ? { filters: String(values.filters).split(",").map((f) => f.trim()).filter(Boolean) } : {}),
      ...(values.judge ? { judgeModel: values.judge } : {}),
      ...(values.embedder ? { embedderModel: values.embedder } : {}),
      ...(values.again === true ? { again: true } : {}),
    });
    if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => (i.path.length > 0 ? `${i.path.join(".")}: ${i.message}` : i.message)).join("; ").replace("paperId, sourceText or fields.source", "--paper, --source-text or --source-field"));
    const abort = new AbortController();
    // Ctrl-C (or SIGTERM) stops after the batch being filtered: the batches done stay stored with
    // their verdicts, the run is cancelled, and `resume` (or importing the file again) goes on.
    const release = onStopSignal(() => abort.abort(new Error("stopped by the user")));
    try {
      const result = await core().services.pipeline.importQas(parsed.data, { signal: abort.signal, ...(json ? {} : { onProgress: progressPrinter(io) }) });
      io.stdout(json ? JSON.stringify(result) + "\n" : describeImport(result));
      return result.status === "completed" ? 0 : 1;
    } finally {
      release();
    }
  },
};
