import type { FilterRate, JudgeDistribution } from "../../src-main/contract/reportParts.ts";

// A report's filter and judge rows as the report service computes them from counts, for tests
// of what reads a report (the dataset card's tables and charts) without running a pipeline.

/** A filter's row: the QAs it passed, failed and had nothing to check; its rate over those it decided on. */
export const filterRate = (metric: string, passed: number, failed: number, nothingToCheck: number): FilterRate => ({
  metric,
  scored: passed + failed + nothingToCheck,
  passed,
  failed,
  nothingToCheck,
  measured: 0,
  acceptRate: passed + failed === 0 ? null : passed / (passed + failed),
});

/** A judge criterion's row from its counts of scores 1, 2 and 3. */
export const judgeDistribution = (criterion: JudgeDistribution["criterion"], counts: [number, number, number]): JudgeDistribution => {
  const scored = counts[0] + counts[1] + counts[2];
  return { criterion, scored, counts, mean: (counts[0] + 2 * counts[1] + 3 * counts[2]) / scored };
};
