import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { ModelsServiceHandle } from "../../llm/models/ModelsServiceHandle.ts";
import { resolveRunModel, type RunModel } from "../resolveRunModel.ts";

/**
 * A run's judge model, resolved from the id the run stored (a number, never rewritten as text)
 * at most once per execution, however many stages ask for it: perplexity-shift scoring and the
 * judge stage after generation. Resolved when first asked, so a run that never needs its judge
 * never looks it up. Null when the run names no judge.
 */
export function runJudgeModel(db: LibraryDatabase, models: ModelsServiceHandle, judgeModelId: number | null): () => Promise<RunModel | null> {
  let resolving: Promise<RunModel | null> | undefined;
  return () => (resolving ??= judgeModelId === null ? Promise.resolve(null) : resolveRunModel(db, models, judgeModelId));
}
