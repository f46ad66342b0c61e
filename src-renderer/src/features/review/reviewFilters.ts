import type { Difficulty, QaVerdict, ReviewDecision, ReviewStatus } from "@contract/review.ts";
import type { QaQuery, ReviewQueue } from "@contract/qaQueries.ts";
import { typedBoundToStored } from "@contract/scoreLimits.ts";

// The review filters as the form holds them (strings while typing) and the QaQuery they mean.
// Both modes, focus and table, page through the same query.

export type QueueTab = ReviewQueue | "all";
// The contract's types under the names the review views use.
export type Verdict = QaVerdict;
export type { Difficulty };

export const QUEUE_TABS: { id: QueueTab; label: string }[] = [
  { id: "pending", label: "Pending" },
  { id: "reviewed", label: "Reviewed" },
  { id: "kept", label: "Kept" },
  { id: "dropped", label: "Dropped" },
  { id: "all", label: "All" },
];

export interface ReviewFilterState {
  paperIds: number[];
  strategies: string[];
  runIds: number[];
  types: string[];
  verdicts: Verdict[];
  /** Where the QA stands with every reviewer together. */
  statuses: ReviewStatus[];
  difficulties: Difficulty[];
  /** Typed bounds per metric; empty strings mean no bound. */
  scoreRanges: Record<string, { min: string; max: string }>;
  contextWrong: "any" | "yes" | "no";
  search: string;
  sort: NonNullable<QaQuery["sort"]>;
  order: NonNullable<QaQuery["order"]>;
}

export const emptyFilters: ReviewFilterState = {
  paperIds: [],
  strategies: [],
  runIds: [],
  types: [],
  verdicts: [],
  statuses: [],
  difficulties: [],
  scoreRanges: {},
  contextWrong: "any",
  search: "",
  sort: "id",
  order: "asc",
};

/** A typed bound, or undefined when empty or not a number (the form flags those). */
export function parseBound(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === "") return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

export function isBadBound(text: string): boolean {
  return text.trim() !== "" && parseBound(text) === undefined;
}

/** The query for the filters and the queue tab; empty filters are left out. */
export function buildQaQuery(filters: ReviewFilterState, queue: QueueTab): QaQuery {
  const query: QaQuery = {};
  if (filters.paperIds.length > 0) query.paperIds = [...filters.paperIds];
  if (filters.runIds.length > 0) query.runIds = [...filters.runIds];
  if (filters.strategies.length > 0) query.strategies = [...filters.strategies];
  if (filters.verdicts.length > 0) query.verdicts = [...filters.verdicts];
  if (filters.statuses.length > 0) query.statuses = [...filters.statuses];
  if (filters.types.length > 0) query.types = [...filters.types];
  if (filters.difficulties.length > 0) query.difficulties = [...filters.difficulties];
  if (queue !== "all") query.queue = queue;
  const ranges: NonNullable<QaQuery["scoreRanges"]> = [];
  for (const metric of Object.keys(filters.scoreRanges).sort()) {
    const bounds = filters.scoreRanges[metric]!;
    // Typed in the units Review shows (a share as a percentage), stored as the filters wrote them.
    const stored = (text: string) => {
      const value = parseBound(text);
      return value === undefined ? undefined : typedBoundToStored(metric, value);
    };
    const min = stored(bounds.min);
    const max = stored(bounds.max);
    if (min === undefined && max === undefined) continue;
    ranges.push({ metric, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) });
  }
  if (ranges.length > 0) query.scoreRanges = ranges;
  if (filters.contextWrong !== "any") query.contextWrong = filters.contextWrong === "yes";
  const search = filters.search.trim();
  if (search !== "") query.search = search;
  if (filters.sort !== "id") query.sort = filters.sort;
  if (filters.order !== "asc") query.order = filters.order;
  return query;
}

/** Filters in use besides the queue, for the "Filters (3)" badge and "Clear filters". */
export function activeFilterCount(filters: ReviewFilterState): number {
  const query = buildQaQuery(filters, "all");
  return Object.keys(query).filter((key) => key !== "sort" && key !== "order").length;
}

/** A stable text for a query, so equal queries share a page cache whatever their key order. */
export function queryKey(query: QaQuery): string {
  return JSON.stringify(query, (_key, value: unknown) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}

/**
 * Whether a QA that just got `decision` is still in the queue. When it is not (keeping in
 * Pending), the list closes up and the next QA takes its place at the same position.
 */
export function staysInQueue(queue: QueueTab, decision: ReviewDecision): boolean {
  switch (queue) {
    case "pending":
      return decision === "pending";
    case "reviewed":
      return decision !== "pending";
    case "kept":
      return decision === "keep";
    case "dropped":
      return decision === "drop";
    case "all":
      return true;
  }
}

/** Where the focus view goes after deciding the QA at `index`: past it, or onto the one that took its place. */
export function indexAfterDecision(index: number, queue: QueueTab, decision: ReviewDecision, totalBefore: number): number {
  const next = staysInQueue(queue, decision) ? index + 1 : index;
  const totalAfter = staysInQueue(queue, decision) ? totalBefore : totalBefore - 1;
  return Math.max(0, Math.min(next, totalAfter - 1));
}

/** Adds or removes a value of a multi-choice filter. */
export function toggleValue<T>(values: readonly T[], value: T): T[] {
  return values.includes(value) ? values.filter((v) => v !== value) : [...values, value];
}
