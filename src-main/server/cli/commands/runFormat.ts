import type { RunProgressView, RunSummary } from "../../../contract/pipeline.ts";
import { UsageError } from "../CliCommand.ts";

/** A positive integer argument, or a usage error naming what was expected. */
export function parseId(value: string | undefined, what: string): number {
  if (!value || !/^\d+$/.test(value) || Number(value) === 0) throw new UsageError(`Give the ${what} as a positive number${value ? `, not "${value}"` : ""}.`);
  return Number(value);
}

/** "[12/40] 30% · 3 failed · 41.2 tokens/s · about 3 min left" for the progress line on stderr. */
export function describeProgress(p: RunProgressView): string {
  const percent = p.total === 0 ? 100 : Math.round((100 * (p.done + p.failed)) / p.total);
  const eta = p.etaSeconds === null ? "" : ` · about ${p.etaSeconds < 90 ? `${Math.round(p.etaSeconds)} s` : `${Math.round(p.etaSeconds / 60)} min`} left`;
  return `[${p.done + p.failed}/${p.total}] ${percent}% · ${p.qas} QAs${p.failed ? ` · ${p.failed} failed` : ""} · ${p.tokensPerSecond.toFixed(1)} tokens/s${eta}`;
}

export function describeRun(r: RunSummary): string {
  return [
    `#${r.id}  ${r.strategy} (${r.promptVersion})  ${r.status}`,
    `     model ${r.model.name}${r.model.quantization ? ` ${r.model.quantization}` : ""}, seed ${r.seed}, ${r.papers} paper(s)`,
    `     items ${r.items.done} done, ${r.items.failed} failed, ${r.items.pending + r.items.running} left; QAs ${r.qas.total} (${r.qas.accepted} accepted, ${r.qas.rejected} rejected)`,
    `     tokens: ${r.tokens.prompt} prompt (${r.tokens.evaluated} evaluated), ${r.tokens.generated} generated`,
  ].join("\n");
}
