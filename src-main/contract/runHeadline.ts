// No zod here: the page and the CLI import these words, and only types from the schema files.
import type { RunQaCounts } from "./pipeline.ts";
import type { StoredRunStatus } from "./runOutcome.ts";
import { quantizationWords } from "./quantizationWords.ts";
import { IMPORTED_STRATEGY } from "./runKinds.ts";

// What leads a run wherever it is shown (its card, its page, `distillate runs`): the QAs it
// made by what the filters and the reviewers said, then its items. One wording for the app and
// the CLI, so a run never reads "10 QAs" on one screen and "0 accepted" on another.

const count = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;

/** The parts of a run's QA headline, each with what it means (for a tooltip); the order is the headline's. */
export function runQaParts(qas: RunQaCounts): { key: "accepted" | "rejected" | "notScored" | "toReview"; text: string; means: string }[] {
  const notScored = qas.total - qas.accepted - qas.rejected;
  return [
    { key: "accepted" as const, text: `${count(qas.accepted)} accepted`, means: "QAs the filters accepted" },
    { key: "rejected" as const, text: `${count(qas.rejected)} rejected`, means: "QAs the filters rejected; Review shows why for each" },
    ...(notScored > 0 ? [{ key: "notScored" as const, text: `${count(notScored)} not scored`, means: "QAs no filter scored: answers kept from Ask" }] : []),
    // Out of all the run's QAs, not a share of the filters' verdicts beside it: "1 accepted · 9
    // rejected · 5 to review" on a run of ten read as parts that should add up and did not.
    { key: "toReview" as const, text: qas.total > 0 ? `${count(qas.toReview)} of ${count(qas.total)} to review` : "0 to review", means: "QAs no reviewer has kept or dropped yet, whatever the filters said" },
  ];
}

/** "5 accepted · 5 rejected · 10 of 10 to review": the first line about any run. */
export function describeRunQas(qas: RunQaCounts): string {
  return runQaParts(qas)
    .map((part) => part.text)
    .join(" · ");
}

/** Statuses in which a run's items may still change (its percentage means something). */
const UNDER_WAY: readonly string[] = ["planned", "running", "paused"];

/**
 * "0 of 1 item done, 1 failed" for a run that ended; "40% · 4 of 10 items done" for one under
 * way (the percentage the bar draws). Null for a run without items (answers kept from Ask).
 */
export function describeRunItems(p: { status: StoredRunStatus; total: number; done: number; failed: number; percent: number }): string | null {
  if (p.total === 0) return null;
  const items = `${count(p.done)} of ${plural(p.total, "item")} done${p.failed > 0 ? `, ${count(p.failed)} failed` : ""}`;
  return UNDER_WAY.includes(p.status) ? `${p.percent}% · ${items}` : items;
}

/** The model a run wrote with, for people; an imported run had none. */
export function describeRunModel(run: { strategy: string; model: { name: string; quantization: string | null } }): string {
  if (run.strategy === IMPORTED_STRATEGY.name) return "none: imported from a file";
  return run.model.quantization ? `${run.model.name} · ${quantizationWords(run.model.quantization)}` : run.model.name;
}

/** "sciqag@3" as people read it: "prompt version 3" (the method is named beside it). */
export function promptVersionWords(promptVersion: string): string {
  const at = promptVersion.lastIndexOf("@");
  return at === -1 ? "prompt version 1" : `prompt version ${promptVersion.slice(at + 1)}`;
}

/** The method and its prompt version: "SciQAG (prompt version 3)"; an import has no prompt. */
export function describeRunMethod(run: { strategy: string; promptVersion: string }, label: string): string {
  return run.strategy === IMPORTED_STRATEGY.name ? label : `${label} (${promptVersionWords(run.promptVersion)})`;
}
