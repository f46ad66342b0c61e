import type { RunSummary } from "@contract/pipeline.ts";
import { formatCount } from "../../shared/format.ts";
import { advancedOptionFields } from "./runOptions.ts";
import type { SchemaField } from "./settingsFields.ts";

/** The fields with the run's own values as their defaults, so "changed" means "changed from this run". */
export function fromRun(fields: SchemaField[], values: Record<string, unknown>): SchemaField[] {
  return fields.map((field) => (field.key in values && values[field.key] !== undefined ? ({ ...field, default: values[field.key] } as SchemaField) : field));
}

/**
 * The run options a retry may change, defaulting to the run's own: the context size (empty,
 * "follows the model", when the run recorded no number) and the attempts per item. Other options
 * stay the run's.
 */
export function retryRunFields(engine: RunSummary["engine"]): SchemaField[] {
  const offered = advancedOptionFields().filter((f) => f.key === "contextSize" || f.key === "maxAttempts");
  return fromRun(offered, { ...engine, contextSize: typeof engine.contextSize === "number" ? engine.contextSize : null });
}

/** What a retry runs, in words: "3 failed items", "2 items that did not run", "5 items that failed or did not run". */
export function retryItemsWords(failed: number, notRun: number): string {
  return notRun > 0 ? `${formatCount(failed, "item")} that ${notRun === failed ? "did not run" : "failed or did not run"}` : formatCount(failed, "failed item");
}
