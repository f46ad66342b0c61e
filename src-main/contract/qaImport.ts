import { z } from "zod";
import { JudgeModelSchema } from "./judge.ts";
import { modelRefArg, pathArg } from "./pathArgs.ts";

// Bringing QAs made elsewhere (a published dataset, another tool's output) into the library as
// an imported run: the same rule filters as a generated run, the judge when one is chosen, and
// Review, the report and every export like generated QAs, each with its origin.

// The strategy name imported runs are stored under (declared with the other run kinds, free of zod).
import { IMPORTED_STRATEGY } from "./runKinds.ts";
export { IMPORTED_STRATEGY };

export const QA_IMPORT_FORMATS = ["jsonl", "json", "csv"] as const;
export type QaImportFormat = (typeof QA_IMPORT_FORMATS)[number];

const fieldName = z.string().min(1).max(200);

/**
 * Which field of the file holds what. A field not named is looked for under its usual names,
 * in any case: question "question"/"q", answer "answer"/"a", evidence "evidence"/"context"/
 * "contexts", negative "negative"/"is_negative", type "type"/"reasoning_type"/"question_type",
 * difficulty "difficulty".
 */
export const QaImportFieldsSchema = z.strictObject({
  question: fieldName.optional(),
  answer: fieldName.optional(),
  /** Supporting sentences: one text, a JSON array, or a Python-style list ("['...', '...']"). */
  evidence: fieldName.optional(),
  /** true/false, 1/0, yes/no, or "negative" (ChemLit-QA-neg marks its negatives by difficulty). */
  negative: fieldName.optional(),
  type: fieldName.optional(),
  difficulty: fieldName.optional(),
  /** Each row's own source text (a QAC dataset's chunk, a paper's body); rows with the same text share one source. */
  source: fieldName.optional(),
  /** The source's title and DOI, with `source`. */
  title: fieldName.optional(),
  doi: fieldName.optional(),
  /** A record holds a list of QAs under this field (SciQAG's "Q&A"); its other fields apply to each. */
  qas: fieldName.optional(),
});
export type QaImportFields = z.infer<typeof QaImportFieldsSchema>;

export const ImportQasRequestSchema = z
  .strictObject({
    /** The dataset file: JSON Lines, JSON (an array of records) or CSV with a header row. */
    file: pathArg("import-source"),
    /** Defaults to the file's extension (.jsonl/.ndjson, .json, .csv). */
    format: z.enum(QA_IMPORT_FORMATS).optional(),
    fields: QaImportFieldsSchema.optional(),
    /** The QAs are about this library paper. */
    paperId: z.number().int().positive().optional(),
    /** The QAs are about this text file (stored as a source in the library). */
    sourceText: pathArg("import-source").optional(),
    /** What the run is called in the app. Defaults to the file's name. */
    name: z.string().trim().min(1).max(200).optional(),
    /** The rule filters to run. Defaults to every one the QAs carry what it needs for. */
    filters: z.array(z.string().min(1)).max(32).optional(),
    /** Judge the imported QAs with this model (registry id or GGUF path) once they are stored. Defaults to none. */
    judgeModel: JudgeModelSchema.optional(),
    /** Compare QAs with this embedding model (registry id or GGUF path) instead of word vectors. Defaults to none. */
    embedderModel: modelRefArg().optional(),
    /**
     * Store a second copy of the file's QAs even though an earlier run imported the same file (by
     * SHA-256) into the same paper, text or field. Defaults to false: the import is refused,
     * naming that run (QaFileAlreadyImportedError), or, when that run stopped before it finished,
     * goes on with it.
     */
    again: z.boolean().optional(),
  })
  .refine((r) => [r.paperId, r.sourceText, r.fields?.source].filter((x) => x !== undefined).length <= 1, {
    message: "give at most one source: paperId, sourceText or fields.source",
  });
export type ImportQasRequest = z.infer<typeof ImportQasRequestSchema>;

/** A row that was not imported, with why. */
export const SkippedRowSchema = z.strictObject({ row: z.number().int().positive(), reason: z.string() });

export const ImportQasResultSchema = z.strictObject({
  runId: z.number().int(),
  /** "completed", or "cancelled"/"paused" when it was stopped (the QAs stored stay; `resume` goes on). */
  status: z.enum(["completed", "cancelled", "paused"]),
  /** True when the run is an earlier import of the same file that had stopped, gone on with now. */
  continued: z.boolean(),
  /** Rows read from the file (QAs, for a file of records holding lists). */
  rows: z.number().int(),
  qas: z.number().int(),
  accepted: z.number().int(),
  rejected: z.number().int(),
  /** Sources the QAs are about (library papers, the text, or each row's source text). */
  sources: z.number().int(),
  /** The first 100 rows left out, with why; `skippedTotal` counts them all. */
  skipped: z.array(SkippedRowSchema),
  skippedTotal: z.number().int(),
  /** The rule filters run on every QA. */
  filters: z.array(z.string()),
  /** Filters that could not run on these QAs, with why (no evidence in the file, no source text...). */
  notRun: z.array(z.strictObject({ name: z.string(), why: z.string() })),
  /** QAs the judge model graded; null when none was chosen. */
  judged: z.number().int().nullable(),
});
export type ImportQasResult = z.infer<typeof ImportQasResultSchema>;

/** Where an imported QA came from, as its context records it and its export's provenance carries it. */
export const QaOriginSchema = z.strictObject({
  kind: z.literal("imported"),
  /** The file's name (not its path). */
  file: z.string(),
  sha256: z.string().length(64),
  format: z.enum(QA_IMPORT_FORMATS),
  /** 1-based: the CSV data row, the JSONL line's record, the JSON array item. */
  row: z.number().int().positive(),
  /** The QA's place in the row's list, for a file of records holding lists (1-based). */
  item: z.number().int().positive().optional(),
});
export type QaOrigin = z.infer<typeof QaOriginSchema>;

/** An imported run's work item for people: "Rows 1–1,000" (the file rows its QAs come from). */
export function importedItemLabel(scope: Record<string, unknown>): string {
  const { first, last } = scope;
  if (typeof first !== "number" || typeof last !== "number") return IMPORTED_STRATEGY.label;
  return first === last ? `Row ${first.toLocaleString("en-US")}` : `Rows ${first.toLocaleString("en-US")}–${last.toLocaleString("en-US")}`;
}

/** A QA's origin from its stored context, or null for a generated QA. */
export function qaOriginOf(context: Record<string, unknown> | undefined): QaOrigin | null {
  const parsed = QaOriginSchema.safeParse(context?.origin);
  return parsed.success ? parsed.data : null;
}

/** "chemlit.csv, row 12" (", QA 3" for a list in the row): the flat export formats' origin column. */
export function originLabel(origin: QaOrigin): string {
  return `${origin.file}, ${origin.format === "jsonl" ? "line" : origin.format === "csv" ? "row" : "record"} ${origin.row}${origin.item ? `, QA ${origin.item}` : ""}`;
}

/** "Imported from chemlit.csv, row 12", as Review says it. */
export function describeOrigin(origin: QaOrigin): string {
  return `Imported from ${originLabel(origin)}`;
}
