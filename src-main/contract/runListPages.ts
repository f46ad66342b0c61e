import { z } from "zod";
import { readAllPages } from "./readAllPages.ts";
import { RunSummarySchema, type RunSummary } from "./pipeline.ts";

/**
 * A library gathers runs for years (every import of QAs, every Ask answer kept and every retry is
 * one), and each summary carries its settings and engine. The list is answered a page at a time,
 * newest first, so no answer grows with the library: at most RUNS_PAGE_MAX runs a page, and the
 * whole list at once (runs.listRuns) only up to RUNS_ANSWER_MAX.
 */
export const RUNS_PAGE_MAX = 500;
/** Runs a page holds unless asked for fewer. */
export const RUNS_PAGE_DEFAULT = 100;
/** The most runs runs.listRuns lists in one answer; past it, it refuses in words. */
export const RUNS_ANSWER_MAX = 2000;

export const RunsPageRequestSchema = z.strictObject({
  /** Start after this run (the older ones follow it); the newest first when left out. */
  after: z.number().int().positive().optional(),
  /** How many runs at most (1 to RUNS_PAGE_MAX); RUNS_PAGE_DEFAULT when left out. */
  limit: z.number().int().min(1).max(RUNS_PAGE_MAX).optional(),
});
export type RunsPageRequest = z.infer<typeof RunsPageRequestSchema>;

/** A page of the library's runs, newest first (runs.listRunsPage). */
export const RunsPageSchema = z.strictObject({
  runs: z.array(RunSummarySchema),
  /** The run after which the next page starts; null when these were the last. */
  next: z.number().int().positive().nullable(),
});
export type RunsPage = z.infer<typeof RunsPageSchema>;

/**
 * Every run, asked a page at a time: the CLI and the views read through this one loop. A `next`
 * that does not move to older runs ends the reading rather than asking again.
 */
export function allRuns(page: (after: number | undefined) => Promise<RunsPage>): Promise<RunSummary[]> {
  return readAllPages(page, (part) => part.runs, (from, to) => to < from);
}
