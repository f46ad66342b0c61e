import { EXPORT_FILE_TYPES, EXPORT_FORMAT_EXTENSIONS } from "@contract/exportFormat.ts";
import type { ExportFormat } from "@contract/exportRecord.ts";
import { DEFAULT_JUDGE_MINIMUM } from "@contract/judge.ts";
import { DEFAULT_EXPORT_PRESET, narrowQuery, presetQuery, type ExportPreset } from "@contract/qaSelection.ts";
import { QaQuerySchema, type QaQuery } from "@contract/qaQueries.ts";
import { readScoreLimit } from "@contract/scoreLimits.ts";

// The export form's state and the review query (QaQuery) it sends: a preset narrowed by runs,
// strategies, papers and score limits, or, after "Export these" in Review, Review's own query.

/** A preset, or "review": exactly the query Review showed when "Export these" was pressed. */
export type ExportChoice = ExportPreset | "review";

export interface ExportFormState {
  format: ExportFormat;
  choice: ExportChoice;
  /** Typed lowest judge score for the "judge" preset. */
  minJudge: string;
  paperIds: number[];
  runIds: number[];
  strategies: string[];
  /**
   * Typed limit per metric, in the units Review shows and the metric's good direction (see
   * contract/scoreLimits.ts); empty means no limit, "yes" leaves out a flagged QA.
   */
  scoreLimits: Record<string, string>;
}

export const defaultExportForm: ExportFormState = {
  format: "jsonl",
  choice: DEFAULT_EXPORT_PRESET,
  minJudge: String(DEFAULT_JUDGE_MINIMUM),
  paperIds: [],
  runIds: [],
  strategies: [],
  scoreLimits: {},
};

const typedNumber = (text: string): number | undefined => {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
};

/**
 * The query for the form. From Review, Review's query as it came (nothing else applies, so the
 * file holds exactly the rows shown); otherwise the preset narrowed by the choices in use.
 */
export function buildExportQuery(form: ExportFormState, reviewQuery: QaQuery | null): QaQuery {
  if (form.choice === "review") return reviewQuery ?? {};
  const narrowing: QaQuery = {};
  if (form.paperIds.length > 0) narrowing.paperIds = [...form.paperIds];
  if (form.runIds.length > 0) narrowing.runIds = [...form.runIds];
  if (form.strategies.length > 0) narrowing.strategies = [...form.strategies];
  const ranges = Object.keys(form.scoreLimits)
    .sort()
    .flatMap((metric) => {
      const read = readScoreLimit(metric, form.scoreLimits[metric]!);
      return read && "range" in read ? [read.range] : [];
    });
  if (ranges.length > 0) narrowing.scoreRanges = ranges;
  return narrowQuery(presetQuery(form.choice, { minJudgeScore: typedNumber(form.minJudge) }), narrowing);
}

/** What is wrong with each typed score limit, by metric (a limit out of range, or not a number). */
export function scoreLimitErrors(form: ExportFormState): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [metric, text] of Object.entries(form.scoreLimits)) {
    const read = readScoreLimit(metric, text);
    if (read && "error" in read) errors[metric] = read.error;
  }
  return errors;
}

/** Whether the judge preset's typed score is unusable (empty or not a number). */
export function badMinJudge(form: ExportFormState): boolean {
  return form.choice === "judge" && typedNumber(form.minJudge) === undefined;
}

/** The link "Export these" follows: the export view with Review's query. */
export function exportTheseParams(query: QaQuery): Record<string, string> {
  return { query: JSON.stringify(query) };
}

/** Review's query from the export view's address, or null when absent or not a query. */
export function reviewQueryFromParams(params: URLSearchParams): QaQuery | null {
  const text = params.get("query");
  if (text === null) return null;
  try {
    const parsed = QaQuerySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const QUEUE_WORDS: Record<NonNullable<QaQuery["queue"]>, string> = {
  pending: "your Pending queue",
  reviewed: "your Reviewed queue",
  kept: "your Kept queue",
  dropped: "your Dropped queue",
};

/** Review's query in a few words: the queue, the search, and how many other filters. */
export function describeReviewQuery(query: QaQuery): string {
  const parts = [query.queue ? QUEUE_WORDS[query.queue] : "all QAs"];
  if (query.search) parts.push(`matching “${query.search}”`);
  const others = Object.keys(query).filter((key) => !["queue", "search", "sort", "order"].includes(key)).length;
  if (others > 0) parts.push(`with ${others} more filter${others === 1 ? "" : "s"}`);
  return parts.join(", ");
}

/** "distillate-qas-2025-03-01.jsonl" (a folder name without extension for folder formats): dated so repeated exports do not overwrite each other by default. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const extension = EXPORT_FORMAT_EXTENSIONS[format];
  return `distillate-qas-${now.toISOString().slice(0, 10)}${extension ? `.${extension}` : `-${format}`}`;
}

export function saveDialogFilters(format: ExportFormat): { name: string; extensions: string[] }[] {
  const extension = EXPORT_FORMAT_EXTENSIONS[format];
  if (!extension) return [];
  return [{ name: EXPORT_FILE_TYPES[extension].name, extensions: [extension] }];
}

/** Each format as the export view offers it. */
export const FORMAT_LABELS: Record<ExportFormat, { label: string; hint: string }> = {
  jsonl: { label: "JSONL", hint: "full records, one per line; streams well into tools" },
  json: { label: "JSON", hint: "full records in one array; easy to open and read" },
  chat: { label: "Chat messages", hint: "system, user and assistant turns per QA, for chat fine-tuning (OpenAI, ShareGPT-style loaders)" },
  alpaca: { label: "Alpaca", hint: "instruction, input and output per QA, for instruction tuning" },
  qac: { label: "QAC", hint: "question, answer, gold context with spans and similar chunks, for retrieval evaluation (ChemLit-QA)" },
  csv: { label: "CSV", hint: "one row per QA, for spreadsheets" },
  beir: { label: "BEIR folder", hint: "corpus, queries and relevance judgements split by paper, for retriever benchmarks" },
  huggingface: { label: "Hugging Face dataset", hint: "a folder with train/validation/test split by paper (Parquet and JSONL) and a dataset card" },
};
