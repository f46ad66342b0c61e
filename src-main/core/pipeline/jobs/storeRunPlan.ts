import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { createRun, getRun } from "../../db/repositories/runs.ts";
import { planWorkItems } from "../../db/repositories/workItems.ts";
import { NothingToRetryError } from "../errors/NothingToRetryError.ts";
import { getStrategy } from "../strategies/index.ts";
import { parseStrategySettings } from "../strategies/parseSettings.ts";
import type { Strategy } from "../strategies/Strategy.ts";
import type { StrategyTools } from "../strategies/strategyServices.ts";
import { chunkPassages } from "../text/chunkPassages.ts";
import type { LoadedRun } from "./loadRun.ts";
import { RunPapers } from "./RunPapers.ts";

export interface RunPlanOptions {
  /** The strategy's name, or the strategy itself when the caller has looked it up already. */
  strategy: string | Strategy;
  paperIds: number[];
  /** Strategy settings; missing ones take the strategy's defaults. */
  settings?: Record<string, unknown>;
  model: { id: number | null; name: string; sha256: string | null; quantization: string | null };
  /** Registry id of the judge model. Defaults to none. */
  judgeModelId?: number | null;
  /** Registry id of the embedding model. Defaults to none. */
  embedderModelId?: number | null;
  /** Defaults to 1. */
  seed?: number;
  /** How the engine is set up (lanes, context...), stored in the run's own column so a resume sets it up the same way. Defaults to {}. */
  engine?: Record<string, unknown>;
  /** Plan only these items (ledger keys, "paper:4/chunk:2"): a retry of another run's failed items. Defaults to every item. */
  onlyItemKeys?: ReadonlySet<string>;
  /** The run whose failed items this one retries. Defaults to none. */
  retryOf?: number;
}

export const strategyTools: StrategyTools = { chunks: (paper) => chunkPassages(paper.passages) };

/**
 * Creates a run and stores its whole plan (every work item of every paper) before anything is
 * generated, so progress is known from the start and a crash at any later point loses nothing
 * that was planned. Settings that do not validate are refused (InvalidStrategySettingsError)
 * before anything is stored. Gives the run as it was read for the plan (`run`), its papers
 * included, for executing it without reading them again.
 */
export function storeRunPlan(db: LibraryDatabase, options: RunPlanOptions): { runId: number; items: number; run: LoadedRun } {
  // One transaction: a plan that fails halfway (a paper removed meanwhile) leaves no run behind.
  return db.transaction(() => createRunAndItems(db, options))();
}

function createRunAndItems(db: LibraryDatabase, options: RunPlanOptions): { runId: number; items: number; run: LoadedRun } {
  const strategy = typeof options.strategy === "string" ? getStrategy(options.strategy) : options.strategy;
  const settings = parseStrategySettings(strategy, options.settings ?? {});
  const runId = createRun(db, {
    strategy: strategy.name,
    promptVersion: strategy.promptVersion,
    settings,
    engine: options.engine ?? {},
    model: options.model,
    judgeModelId: options.judgeModelId ?? null,
    embedderModelId: options.embedderModelId ?? null,
    seed: options.seed ?? 1,
    paperIds: options.paperIds,
    retryOf: options.retryOf ?? null,
  });
  let items = 0;
  const papers = new RunPapers();
  for (const paperId of options.paperIds) {
    const { paper } = papers.of(db, paperId);
    const planned = strategy.plan(paper, settings, strategyTools);
    // Strategies name items within a paper ("paper", "chunk:3"); the ledger needs names unique
    // within the run, or a second paper's items would be taken for the first's.
    const keyed = planned.map((p) => ({ paperId, itemKey: `paper:${paperId}/${p.itemKey}`, kind: p.kind, scope: p.scope }));
    items += planWorkItems(db, runId, options.onlyItemKeys ? keyed.filter((p) => options.onlyItemKeys!.has(p.itemKey)) : keyed);
  }
  if (options.onlyItemKeys && items === 0) {
    throw new NothingToRetryError(options.retryOf ?? runId, "with the changed settings none of its failed items would be planned again (they are different items now); start a new run instead.");
  }
  return { runId, items, run: { row: getRun(db, runId)!, strategy, settings, papers } };
}
