import { withEngineNamesOfToday } from "../../contract/engineSettings.ts";
import type { EmptyItem } from "../../contract/runChecks.ts";
import { RUN_ITEMS_ANSWER_MAX, RUN_ITEMS_PAGE_DEFAULT, type RunItemsPageRequest } from "../../contract/runItemsPages.ts";
import { RUNS_ANSWER_MAX, RUNS_PAGE_DEFAULT, type RunsPageRequest } from "../../contract/runListPages.ts";
import type { RunSummary } from "../../contract/pipeline.ts";
import { runOutcome } from "../../contract/runOutcome.ts";
import type { RunsService } from "../../contract/services.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { countRunQas } from "../db/repositories/qaItems.ts";
import { runPapers } from "../db/repositories/runPapers.ts";
import { countRuns, listRetriesOf, listRuns, listRunsPage, type RunRow } from "../db/repositories/runs.ts";
import { countWorkItems } from "../db/repositories/workItems.ts";
import { countEmptyWorkItems, listEmptyWorkItems, type WorkItemReport } from "../db/repositories/workItemReports.ts";
import { RunItemsTooManyError } from "../errors/RunItemsTooManyError.ts";
import { RunsTooManyError } from "../errors/RunsTooManyError.ts";
import { itemLabelOf } from "../pipeline/strategies/index.ts";
import { engineOf } from "./engineSettings.ts";
import type { RunContext } from "./runContext.ts";

/** Reading runs: their summaries, their papers' progress and the items that yielded nothing. */
export type RunInspectionService = Pick<RunsService, "listRuns" | "listRunsPage" | "getRun" | "failedItems" | "emptyItems" | "emptyItemsPage" | "runPapers">;

export function createRunInspection(ctx: RunContext): RunInspectionService {
  return {
    async listRuns() {
      const db = ctx.db();
      // Counted before any run is summarized: a refusal costs one bounded count, not the whole list.
      if (countRuns(db, RUNS_ANSWER_MAX) > RUNS_ANSWER_MAX) throw new RunsTooManyError(RUNS_ANSWER_MAX);
      return listRuns(db).map((run) => summarize(db, run));
    },
    async listRunsPage(request: RunsPageRequest = {}) {
      const db = ctx.db();
      const limit = request.limit ?? RUNS_PAGE_DEFAULT;
      // One more than asked says whether another page follows without a page that comes back empty.
      const rows = listRunsPage(db, { after: request.after, limit: limit + 1 });
      const runs = rows.slice(0, limit);
      return { runs: runs.map((run) => summarize(db, run)), next: rows.length > limit ? runs.at(-1)!.id : null };
    },
    async getRun(runId: number) {
      return summarize(ctx.db(), ctx.runOrThrow(runId));
    },
    async failedItems(runId: number) {
      const run = ctx.runOrThrow(runId);
      return wholeList(ctx, runId, true).map((item) => ({ id: item.id, paperId: item.paperId, itemKey: item.itemKey, attempts: item.attempts, error: item.error, paperName: item.paperName, label: labelItem(run, item) }));
    },
    async emptyItems(runId: number): Promise<EmptyItem[]> {
      const run = ctx.runOrThrow(runId);
      return wholeList(ctx, runId, false).map((item) => emptyItem(run, item));
    },
    async emptyItemsPage(runId: number, request: RunItemsPageRequest = {}) {
      const run = ctx.runOrThrow(runId);
      const limit = request.limit ?? RUN_ITEMS_PAGE_DEFAULT;
      // One more than asked says whether another page follows without a page that comes back empty.
      const rows = listEmptyWorkItems(ctx.db(), runId, { after: request.after, limit: limit + 1, failedOnly: request.failedOnly });
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return { items: items.map((item) => emptyItem(run, item)), next: rows.length > limit && last ? { ordinal: last.ordinal, id: last.id } : null };
    },
    async runPapers(runId: number) {
      ctx.runOrThrow(runId);
      return runPapers(ctx.db(), runId);
    },
  };
}

/** The whole list in one answer, refused in words past RUN_ITEMS_ANSWER_MAX before any item is read out. */
function wholeList(ctx: RunContext, runId: number, failedOnly: boolean): WorkItemReport[] {
  const db = ctx.db();
  if (countEmptyWorkItems(db, runId, RUN_ITEMS_ANSWER_MAX, failedOnly) > RUN_ITEMS_ANSWER_MAX) {
    throw new RunItemsTooManyError(runId, failedOnly ? "failed items" : "items that yielded no QAs", RUN_ITEMS_ANSWER_MAX);
  }
  return listEmptyWorkItems(db, runId, { limit: RUN_ITEMS_ANSWER_MAX, failedOnly });
}

function emptyItem(run: RunRow, item: WorkItemReport): EmptyItem {
  return {
    id: item.id,
    paperId: item.paperId,
    paperName: item.paperName,
    label: labelItem(run, item),
    itemKey: item.itemKey,
    status: item.status === "failed" ? "failed" : "done",
    attempts: item.attempts,
    reason: item.reason,
    error: item.status === "failed" ? item.error : null,
    generatedTokens: item.generatedTokens,
  };
}

function summarize(db: LibraryDatabase, run: RunRow): RunSummary {
  const qas = countRunQas(db, run.id);
  const items = countWorkItems(db, run.id);
  const used = engineOf(run).contextSizeUsed;
  return {
    id: run.id,
    strategy: run.strategy,
    promptVersion: run.promptVersion,
    status: run.status,
    model: { name: run.modelName, sha256: run.modelSha256, quantization: run.modelQuantization },
    seed: run.seed,
    settings: run.settings,
    // As stored, with an option stored under an old name shown under today's (the run view reads those).
    engine: withEngineNamesOfToday(run.engine),
    papers: run.paperIds.length,
    items,
    qas,
    tokens: { prompt: run.promptTokens, evaluated: run.evaluatedTokens, generated: run.generatedTokens },
    createdAt: run.createdAt,
    startedAt: run.startedAt,
    finishedAt: run.finishedAt,
    error: run.error,
    outcome: runOutcome(run.status, { failed: items.failed, qas: qas.total, rejected: qas.rejected }),
    retryOf: run.retryOf,
    retriedBy: listRetriesOf(db, run.id),
    contextSizeUsed: typeof used === "number" ? used : null,
    modelId: run.modelId,
    judgeModelId: run.judgeModelId,
    embedderModelId: run.embedderModelId,
  };
}

/** A failed or empty item as the run view and `runs <id>` name it. */
function labelItem(run: RunRow, item: { kind: string; scope: Record<string, unknown> }): string {
  try {
    return itemLabelOf(run.strategy, item);
  } catch {
    return item.kind;
  }
}
