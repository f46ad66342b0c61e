import type { EmptyItem, RunCheck } from "../../../contract/runChecks.ts";
import type { InFlightItem, RunProgressView } from "../../../contract/runProgress.ts";
import type { RunSummary } from "../../../contract/pipeline.ts";
import { describeRunItems, describeRunMethod, describeRunModel, describeRunQas } from "../../../contract/runHeadline.ts";
import { runKindLabel } from "../../../contract/runKinds.ts";
import { describeInFlightTokens, describeOutcome, RUN_OUTCOME_LABELS, type RunOutcome, runPercent } from "../../../contract/runOutcome.ts";
import { strategies } from "../../../core/pipeline/strategies/index.ts";
import type { CliIo } from "../CliCommand.ts";
import { UsageError } from "../CliCommand.ts";

/** A positive integer argument, or a usage error naming what was expected. */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d+$/.test(value) || Number(value) === 0) throw new UsageError(`Give the ${what} as a positive number${value ? `, not "${value}"` : ""}.`);
  return Number(value);
}

const n = (value: number) => value.toLocaleString("en-US");

/** "writing: 412 of ~1,200 output tokens" (the same words as the run view). */
export function describeWriting(item: InFlightItem): string {
  return `writing: ${describeInFlightTokens(item)}`;
}

/** "[12/40] 30% · 3 failed · 41.2 tokens/s · about 3 min left" for the progress line on stderr. */
export function describeProgress(p: RunProgressView): string {
  const percent = runPercent(p);
  const eta = p.etaSeconds === null || p.status !== "running" ? "" : ` · about ${p.etaSeconds < 90 ? `${Math.round(p.etaSeconds)} s` : `${Math.round(p.etaSeconds / 60)} min`} left`;
  // One item in flight is spelled out (a paper-level run's only item); several are summed.
  const writing =
    p.inFlight.length === 1 ? ` · ${p.inFlight[0]!.label}, ${describeWriting(p.inFlight[0]!)}` : p.inFlight.length > 1 ? ` · ${p.inFlight.length} items writing (${n(p.inFlight.reduce((s, f) => s + f.tokens, 0))} tokens so far)` : "";
  return `[${p.done + p.failed}/${p.total}] ${percent}%${writing} · ${describeRunQas(p.qaCounts)}${p.failed ? ` · ${p.failed} failed` : ""} · ${p.tokensPerSecond.toFixed(1)} tokens/s${eta}`;
}

/**
 * Prints progress lines on stderr: every finished item, and while an item writes at most one
 * line a second (progress arrives several times a second then).
 */
export function progressPrinter(io: CliIo, intervalMs = 1000): (p: RunProgressView) => void {
  let lastItems = -1;
  let lastAt = 0;
  return (p) => {
    const items = p.done + p.failed;
    const now = Date.now();
    if (items === lastItems && now - lastAt < intervalMs) return;
    lastItems = items;
    lastAt = now;
    io.stderr(describeProgress(p) + "\n");
  };
}

/** The closing line of `generate`, `resume` and `retry`: the outcome and what it yielded, in the run view's words. */
export function describeFinal(p: RunProgressView): string {
  const sentence = describeOutcome(p.outcome, { ...p, accepted: p.qaCounts.accepted, rejected: p.qaCounts.rejected }) ?? "";
  const items = describeRunItems({ ...p, status: p.status });
  return `run ${p.runId} ${RUN_OUTCOME_LABELS[p.outcome].replace(/^./, (c) => c.toLowerCase())}: ${describeRunQas(p.qaCounts)}${items ? `; ${items}` : ""}${sentence ? `. ${sentence}` : ""}\n`;
}

/**
 * Exit codes of the commands that run items: 0 when the run completed with QAs and no failure,
 * 2 when it completed but some items failed or it made no QA at all, 1 otherwise (failed,
 * cancelled, paused).
 */
export function exitCodeFor(outcome: RunOutcome): number {
  if (outcome === "completed") return 0;
  if (outcome === "completed-with-failures" || outcome === "completed-no-qas") return 2;
  return 1;
}

/** A method's name as the app shows it: the registry's label, or the name of a run kind (asked, imported). */
export function strategyLabelOf(name: string): string {
  return (Object.hasOwn(strategies, name) ? strategies[name]!.label : null) ?? runKindLabel(name) ?? name;
}

/**
 * A run as the run view shows it, in the same words: its method, badge and sentence, then what it
 * kept (accepted, rejected, to review), its model, and its items and tokens.
 */
export function describeRun(r: RunSummary): string {
  const total = r.items.pending + r.items.running + r.items.done + r.items.failed + r.items.cancelled;
  const sentence = describeOutcome(r.outcome, { total, done: r.items.done, failed: r.items.failed, qas: r.qas.total, accepted: r.qas.accepted, rejected: r.qas.rejected });
  const items = describeRunItems({ status: r.status, total, done: r.items.done, failed: r.items.failed, percent: runPercent({ total, done: r.items.done, failed: r.items.failed }) });
  const papers = `${n(r.papers)} paper${r.papers === 1 ? "" : "s"}`;
  const generated = runKindLabel(r.strategy) === null;
  return [
    `#${r.id}  ${describeRunMethod(r, strategyLabelOf(r.strategy))}  ${RUN_OUTCOME_LABELS[r.outcome]}${sentence ? ` — ${sentence}` : ""}`,
    `     ${describeRunQas(r.qas)}`,
    `     model ${describeRunModel(r)}${generated ? `, seed ${r.seed}` : ""}, ${papers}${r.contextSizeUsed ? `, context ${n(r.contextSizeUsed)} tokens` : ""}`,
    ...(items !== null ? [`     ${items}${r.items.pending + r.items.running > 0 ? `, ${n(r.items.pending + r.items.running)} left` : ""}`] : []),
    ...(generated ? [`     tokens: ${n(r.tokens.prompt)} prompt (${n(r.tokens.evaluated)} evaluated), ${n(r.tokens.generated)} generated`] : []),
    ...(r.retryOf !== null ? [`     retries the failed items of run #${r.retryOf}`] : []),
    ...(r.retriedBy.length > 0 ? [`     failed items retried in run ${r.retriedBy.map((id) => `#${id}`).join(", ")}`] : []),
  ].join("\n");
}

/** One line per item that yielded nothing: "Paper — Factual questions: why"; `inCliWords` names the run form's fields as the CLI does (fixInCliWords). */
export function describeEmptyItem(item: EmptyItem, inCliWords: (text: string) => string = (text) => text): string {
  const why =
    item.status === "failed"
      ? `FAILED after ${item.attempts} attempt${item.attempts === 1 ? "" : "s"}: ${item.error ? inCliWords(item.error.message) : "no error was recorded"}`
      : `no QAs: ${item.reason ? inCliWords(item.reason.message) : "no reason was recorded (the run is older than reasons)"}`;
  return `     ${item.paperName} — ${item.label}: ${why}`;
}

/** The run check's findings on stderr, before a run starts; `fix` puts the form's advice in the CLI's words (fixInCliWords). */
export function describeCheck(check: RunCheck, fix: (advice: string) => string = (advice) => advice): string[] {
  const estimate = check.tokenCounts === "estimate" ? " (token counts are estimates: the model's tokenizer could not be loaded)" : "";
  const lines = [
    ...check.blockers.map((f) => `cannot run: ${f.message}\n  ${fix(f.fix)}`),
    ...check.warnings.map((f) => `warning: ${f.message}\n  ${fix(f.fix)}`),
  ];
  if (lines.length > 0 && estimate) lines.push(`note${estimate}`);
  if (check.papersChecked < check.papersTotal) lines.push(`note: checked the first ${check.papersChecked} of ${check.papersTotal} papers`);
  return lines;
}
