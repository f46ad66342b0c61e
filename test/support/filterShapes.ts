import type { QaQuery } from "../../src-main/contract/qaQueries.ts";

const SORTS = ["id", "paper", "question", "difficulty"] as const;
const QUEUES = [undefined, "pending", "reviewed", "kept", "dropped"] as const;

/**
 * The `n`th of many review queries that each become different SQL text (a different "filter
 * shape"), as a researcher clicking through filters produces: which filters are on, the queue,
 * the sort and order, and how many score ranges with which bounds all vary with `n`. Values are
 * chosen so every query is valid against seedReviewLibrary's data.
 */
export function filterShape(n: number, seed: { paperIds: number[]; runIds: number[] }): QaQuery {
  const bit = (i: number) => ((n >> i) & 1) === 1;
  const query: QaQuery = {
    sort: SORTS[n % 4],
    order: bit(2) ? "desc" : "asc",
    queue: QUEUES[Math.floor(n / 8) % 5],
  };
  if (bit(3)) query.paperIds = seed.paperIds.slice(0, 2);
  if (bit(4)) query.runIds = seed.runIds;
  if (bit(5)) query.verdicts = ["accepted", "pending"];
  if (bit(6)) query.types = ["factual"];
  if (bit(7)) query.difficulties = ["easy", "hard"];
  if (bit(8)) query.statuses = ["unreviewed", "kept"];
  if (bit(9)) query.contextWrong = bit(1);
  if (bit(10)) query.search = "perovskite";
  // Score ranges multiply the shapes: their count and which bounds each has.
  const ranges = Math.floor(n / 2048);
  query.scoreRanges = Array.from({ length: ranges }, (_, i) => ({ metric: "faithfulness", ...(bit(i % 3) ? { min: 0.1 } : {}), ...(bit((i + 1) % 3) ? { max: 0.9 } : {}) }));
  return query;
}
