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

/** "distillate-qas-2025-03-01.jsonl": dated so repeated exports do not overwrite each other by default. */
export function exportFileName(format: ExportFormat, now = new Date()): string {
  return `distillate-qas-${now.toISOString().slice(0, 10)}.${format}`;
}

export function saveDialogFilters(format: ExportFormat): { name: string; extensions: string[] }[] {
  return format === "json" ? [{ name: "JSON", extensions: ["json"] }] : [{ name: "JSON Lines", extensions: ["jsonl"] }];
}

export const FORMAT_LABELS: Record<ExportFormat, { label: string; hint: string }> = {
  jsonl: { label: "JSONL", hint: "one record per line; streams well into training tools" },
  json: { label: "JSON", hint: "one array of records; easy to open and read" },
};
