import { metricInfo } from "@contract/metricCatalog.ts";
import type { RunSummary } from "@contract/pipeline.ts";
import { RUN_DEFAULT_TEMPERATURE, runOptionTitle } from "@contract/runOptions.ts";
import { ASKED_STRATEGY, IMPORTED_STRATEGY } from "@contract/runKinds.ts";
import { importedRunRows } from "./importedRunRows.ts";
import { formatCount } from "../../shared/format.ts";
import { labelFor } from "./settingLabel.ts";
import { fieldsFromSchema, type SchemaField } from "./settingsFields.ts";
import type { SettingRow } from "./settingRow.ts";

/** How the model was loaded, as the core stores it beside the strategy settings. */
export interface StoredEngine {
  lanes?: number;
  contextSize?: number | "auto";
  temperature?: number;
  perplexityShift?: boolean;
  perplexityShiftThreshold?: number;
  maxAttempts?: number;
  /** The model whose probabilities the dSePer scores are (recorded when the run executes). */
  dsePerScorer?: string;
  /** Why the generator scored although the run names a judge model, or why nothing could score. */
  dsePerScorerNote?: string;
  /** What the strategy's run-level filters did, or why they did not run (ChemLit-QA's faithfulness and relevancy). */
  runFilters?: string;
  /** The rule filters the run applied (absent for runs made before filters were chosen: all of them). */
  filters?: string[];
  /** Filters an imported run could not apply, with why. */
  notRun?: { name: string; why: string }[];
  /** For a remote model: the name its servers know, where they are and what they report. */
  remoteModel?: { model: string; endpoints: string[]; tokenCounting: "server-tokenizer" | "estimate"; scoring: boolean };
}

function show(field: SchemaField | undefined, value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "boolean") return value ? "on" : "off";
  if (typeof value === "number") return formatCount(value);
  if (Array.isArray(value)) {
    if (field?.kind === "multiEnum" && value.length === field.options.length) return `all ${value.length}`;
    return value.length === 0 ? "none" : value.join(", ");
  }
  return String(value);
}

/**
 * A run's stored settings in the form's words: the strategy's settings under their titles (from
 * its JSON Schema), then the run-wide options under the contract's titles. One temperature (the
 * strategy's, or the run default where it was empty), and the context size the model actually
 * got beside what was asked. An imported run lists the file it came from instead; answers kept
 * from Ask have no settings of a run (each answer keeps its own).
 */
export function runSettingRows(run: Pick<RunSummary, "settings" | "engine" | "seed" | "contextSizeUsed"> & { strategy?: string }, strategySchema: Record<string, unknown> | undefined): SettingRow[] {
  const settings = run.settings;
  const engine = run.engine as StoredEngine;
  if (run.strategy === IMPORTED_STRATEGY.name) return [...importedRunRows(settings), ...filterRows(engine)];
  if (run.strategy === ASKED_STRATEGY.name) return [];
  const fields = strategySchema ? fieldsFromSchema(strategySchema) : [];
  const byKey = new Map(fields.map((f) => [f.key, f]));
  const keys = [...fields.map((f) => f.key).filter((k) => k in settings), ...Object.keys(settings).filter((k) => !byKey.has(k))];
  const rows: SettingRow[] = keys.map((key) => {
    const field = byKey.get(key);
    const value = settings[key];
    if (key === "temperature" && (value === null || value === undefined)) {
      return { label: field?.label ?? "Temperature", value: `${engine.temperature ?? RUN_DEFAULT_TEMPERATURE} (the run default)` };
    }
    return { label: field?.label ?? labelFor(key), value: show(field, value) };
  });
  if (!keys.includes("temperature") && engine.temperature !== undefined) rows.push({ label: "Temperature", value: String(engine.temperature) });
  const asked = engine.contextSize;
  const used = run.contextSizeUsed;
  const askedText = asked === "auto" ? "auto" : asked === undefined ? null : `${formatCount(asked)} tokens`;
  rows.push({
    label: runOptionTitle("contextSize"),
    value: used !== null ? `${formatCount(used)} tokens${askedText && askedText !== `${formatCount(used)} tokens` ? ` (asked: ${askedText})` : ""}` : (askedText ?? "default"),
  });
  if (engine.lanes !== undefined) rows.push({ label: runOptionTitle("lanes"), value: formatCount(engine.lanes) });
  rows.push({ label: runOptionTitle("seed"), value: String(run.seed) });
  if (engine.perplexityShift !== undefined) rows.push({ label: runOptionTitle("perplexityShift"), value: engine.perplexityShift ? "on" : "off" });
  if (engine.perplexityShift !== false && engine.perplexityShiftThreshold !== undefined) rows.push({ label: runOptionTitle("perplexityShiftThreshold"), value: String(engine.perplexityShiftThreshold) });
  if (engine.perplexityShift !== false && engine.dsePerScorer) {
    rows.push({ label: "Perplexity shift scored by", value: engine.dsePerScorerNote ? `${engine.dsePerScorer} (${engine.dsePerScorerNote})` : engine.dsePerScorer });
  } else if (engine.perplexityShift !== false && engine.dsePerScorerNote) {
    rows.push({ label: "Perplexity shift", value: `did not run: ${engine.dsePerScorerNote}` });
  }
  if (engine.remoteModel) {
    const counting = engine.remoteModel.tokenCounting === "estimate" ? "token counts estimated from characters" : "token counts calibrated on the server's tokenizer";
    rows.push({ label: "Served by", value: `${engine.remoteModel.model} at ${engine.remoteModel.endpoints.join(", ")} (${counting})` });
  }
  if (engine.maxAttempts !== undefined) rows.push({ label: runOptionTitle("maxAttempts"), value: formatCount(engine.maxAttempts) });
  return [...rows, ...filterRows(engine)];
}

/** The filters a run applied, those it could not, and what its run-level filters did. */
function filterRows(engine: StoredEngine): SettingRow[] {
  const rows: SettingRow[] = [];
  if (engine.filters) rows.push({ label: "Filters", value: engine.filters.length === 0 ? "none" : engine.filters.map((f) => metricInfo(f).label).join(", ") });
  for (const n of engine.notRun ?? []) rows.push({ label: `${metricInfo(n.name).label}`, value: `not run: ${n.why}` });
  if (engine.runFilters) rows.push({ label: "Run-level filters", value: engine.runFilters });
  return rows;
}
