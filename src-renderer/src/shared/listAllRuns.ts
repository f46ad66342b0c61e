import { allRuns, RUNS_PAGE_MAX } from "@contract/runListPages.ts";
import type { RunSummary } from "@contract/pipeline.ts";
import { client } from "../client/index.ts";

/** Every run, newest first, a page at a time: a library can hold more runs than one answer may list. */
export function listAllRuns(): Promise<RunSummary[]> {
  return allRuns((after) => client.call("runs.listRunsPage", { after, limit: RUNS_PAGE_MAX }));
}
