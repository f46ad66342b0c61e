import type { RunSummary } from "@contract/pipeline.ts";

// Which QAs the Report view measures when it is opened, and the choices of its menu. Pure, so it
// is unit tested. The newest run is often the smallest (one answer kept from Ask), and a report
// of one QA invites comparisons it cannot bear: the view opens on the run with the most QAs.

/** What the report is of: one run (its stored report), every run of a strategy, or every run. */
export type ReportSelection = { kind: "run"; runId: number } | { kind: "strategy"; strategy: string } | { kind: "all" };

/** The selection a route asks for (?run=3, ?strategy=sciqag, ?all=1), else the run with the most QAs (the newer on a tie); null with no runs. */
export function chooseSelection(params: URLSearchParams, runs: readonly RunSummary[]): ReportSelection | null {
  const strategy = params.get("strategy");
  const run = Number(params.get("run"));
  if (strategy) return { kind: "strategy", strategy };
  if (Number.isInteger(run) && run > 0) return { kind: "run", runId: run };
  if (params.get("all") === "1") return { kind: "all" };
  const largest = [...runs].sort((a, b) => b.qas.total - a.qas.total || b.id - a.id)[0];
  return largest ? { kind: "run", runId: largest.id } : null;
}

/** The menu's value for a selection, and back. */
export function selectionValue(selection: ReportSelection | null): string {
  if (selection === null) return "";
  return selection.kind === "run" ? `run:${selection.runId}` : selection.kind === "strategy" ? `strategy:${selection.strategy}` : "all";
}

/** The route's parameters for a menu value. */
export function selectionParams(value: string): Record<string, string> {
  const [kind, id] = value.split(":") as [string, string | undefined];
  if (kind === "run") return { run: id ?? "" };
  if (kind === "strategy") return { strategy: id ?? "" };
  return { all: "1" };
}

/** A key that changes when the selection does, for effects. */
export const selectionKey = selectionValue;
