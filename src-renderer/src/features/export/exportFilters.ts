import type { ExportFilter, ExportFormat } from "../../../../src-main/contract/exportRecord.ts";

// The export form's state and the ExportFilter it sends.

export interface ExportFormState {
  format: ExportFormat;
  paperIds: number[];
  runIds: number[];
  strategies: string[];
  acceptedOnly: boolean;
  excludeDropped: boolean;
  /** Typed minimum per metric; empty means no minimum. */
  minScores: Record<string, string>;
}

export const defaultExportForm: ExportFormState = {
  format: "jsonl",
  paperIds: [],
  runIds: [],
  strategies: [],
  acceptedOnly: false,
  excludeDropped: true,
  minScores: {},
};

/** The filter for the form; choices left open are omitted, the two switches are always explicit. */
export function buildExportFilter(form: ExportFormState): ExportFilter {
  const filter: ExportFilter = { acceptedOnly: form.acceptedOnly, excludeDropped: form.excludeDropped };
  if (form.paperIds.length > 0) filter.paperIds = [...form.paperIds];
  if (form.runIds.length > 0) filter.runIds = [...form.runIds];
  if (form.strategies.length > 0) filter.strategies = [...form.strategies];
  const minScores: Record<string, number> = {};
  for (const metric of Object.keys(form.minScores).sort()) {
    const text = form.minScores[metric]!.trim();
    if (text === "") continue;
    const value = Number(text);
    if (Number.isFinite(value)) minScores[metric] = value;
  }
  if (Object.keys(minScores).length > 0) filter.minScores = minScores;
  return filter;
}

/** Metrics whose typed minimum is not a number. */
export function badMinScores(form: ExportFormState): string[] {
  return Object.entries(form.minScores)
    .filter(([, text]) => text.trim() !== "" && !Number.isFinite(Number(text.trim())))
    .map(([metric]) => metric);
}

/** "distillate-qas-2025-03-01.jsonl" (a folder name without extension for folder formats): dated so repeated exports do not overwrite each other by default. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  const extension = FORMAT_LABELS[format].extension;
  return `distillate-qas-${now.toISOString().slice(0, 10)}${extension ? `.${extension}` : `-${format}`}`;
}

export function saveDialogFilters(format: ExportFormat): { name: string; extensions: string[] }[] {
  const { extension } = FORMAT_LABELS[format];
  if (!extension) return [];
  return [{ name: { json: "JSON", jsonl: "JSON Lines", csv: "CSV" }[extension] ?? extension, extensions: [extension] }];
}

/** Each format as the export view offers it; `extension` is empty for the formats written as a folder. */
export const FORMAT_LABELS: Record<ExportFormat, { label: string; hint: string; extension: string }> = {
  jsonl: { label: "JSONL", hint: "full records, one per line; streams well into tools", extension: "jsonl" },
  json: { label: "JSON", hint: "full records in one array; easy to open and read", extension: "json" },
  chat: { label: "Chat messages", hint: "system, user and assistant turns per QA, for chat fine-tuning (OpenAI, ShareGPT-style loaders)", extension: "jsonl" },
  alpaca: { label: "Alpaca", hint: "instruction, input and output per QA, for instruction tuning", extension: "jsonl" },
  qac: { label: "QAC", hint: "question, answer, gold context with spans and similar chunks, for retrieval evaluation (ChemLit-QA)", extension: "jsonl" },
  csv: { label: "CSV", hint: "one row per QA, for spreadsheets", extension: "csv" },
  beir: { label: "BEIR folder", hint: "corpus, queries and relevance judgements split by paper, for retriever benchmarks", extension: "" },
  huggingface: { label: "Hugging Face dataset", hint: "a folder with train/validation/test split by paper (Parquet and JSONL) and a dataset card", extension: "" },
};
