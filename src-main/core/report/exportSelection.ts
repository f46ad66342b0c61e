import type { ExportFilter } from "../../contract/exportRecord.ts";
import type { QaQuery } from "../../contract/review.ts";

/**
 * The QAs an export filter writes, as the review query the report takes: the same runs, papers
 * and strategies; "accepted only" as the accepted verdict; "leave out dropped" (on by default)
 * as every review status but dropped; minimum scores as score ranges (a QA without the score is
 * left out by both).
 */
export function exportSelection(filter: ExportFilter = {}): QaQuery {
  const query: QaQuery = {};
  if (filter.runIds?.length) query.runIds = filter.runIds;
  if (filter.paperIds?.length) query.paperIds = filter.paperIds;
  if (filter.strategies?.length) query.strategies = filter.strategies;
  if (filter.acceptedOnly) query.verdicts = ["accepted"];
  if (filter.excludeDropped ?? true) query.statuses = ["unreviewed", "kept", "disputed"];
  const ranges = Object.entries(filter.minScores ?? {}).map(([metric, min]) => ({ metric, min }));
  if (ranges.length > 0) query.scoreRanges = ranges;
  return query;
}
