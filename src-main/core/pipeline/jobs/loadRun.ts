import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { getRun, type RunRow } from "../../db/repositories/runs.ts";
import { RunNotFoundError } from "../errors/RunNotFoundError.ts";
import { getStrategy } from "../strategies/index.ts";
import { parseStrategySettings } from "../strategies/parseSettings.ts";
import type { Strategy } from "../strategies/Strategy.ts";
import { RunPapers } from "./RunPapers.ts";

/**
 * A run as read once and carried from its plan (or its resume) to its end: its stored row, its
 * strategy, its settings with the strategy's defaults filled in and the papers it has read. The
 * steps of a run take it from here rather than reading the run, its strategy or a paper again.
 */
export interface LoadedRun {
  row: RunRow;
  strategy: Strategy;
  settings: Record<string, unknown>;
  papers: RunPapers;
}

/** A stored run, read for executing it: by id, or its row when the caller has read it already (with its strategy, when looked up). */
export function loadRun(db: LibraryDatabase, run: number | RunRow, strategy?: Strategy): LoadedRun {
  const row = typeof run === "number" ? getRun(db, run) : run;
  if (!row) throw new RunNotFoundError(run as number);
  const own = strategy ?? getStrategy(row.strategy);
  return { row, strategy: own, settings: parseStrategySettings(own, row.settings), papers: new RunPapers() };
}
