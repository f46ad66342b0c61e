import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { GenerationPort } from "../ports.ts";
import type { ExecuteRunOptions } from "./ExecuteRunOptions.ts";
import { loadRun, type LoadedRun } from "./loadRun.ts";
import { RunExecution } from "./RunExecution.ts";
import type { RunProgress } from "./RunProgress.ts";

/**
 * Executes (or resumes) a planned run: the run as its plan or resume read it, or its id to read
 * it now. Items left "running" by a crash go back to the queue; each lane of the generator takes
 * the next item, preferring the paper it already has in its cache; an item's QAs, scores,
 * verdicts, status and (when it yielded none) the strategy's reason are committed in one
 * transaction, so killing the process loses at most the items in flight and a resume never
 * duplicates a QA. A failure that cannot pass on a retry fails its item at once
 * (permanentErrors.ts). While an item writes, progress goes out a few times a second with its
 * tokens so far, so a run of one long item does not sit at 0%.
 */
export async function executeRun(db: LibraryDatabase, run: number | LoadedRun, generator: GenerationPort, options: ExecuteRunOptions = {}): Promise<RunProgress> {
  const execution = new RunExecution(db, typeof run === "number" ? loadRun(db, run) : run, generator, options);
  execution.begin();
  await execution.workEveryLane();
  await execution.finishGeneration();
  return execution.settle();
}
