import { JUDGE_CRITERIA } from "../../contract/judge.ts";
import { reportTitle, type DatasetReport } from "../../contract/report.ts";
import { type FilterRate } from "../../contract/reportParts.ts";
import type { QaQuery } from "../../contract/qaQueries.ts";
import { strategies } from "../pipeline/strategies/index.ts";
import { itemLabelOf } from "../pipeline/strategies/index.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { listEmptyItems, tallyItems, type EmptyItemRow } from "../db/repositories/reportItems.ts";
import { countAcceptedKept, countByColumn, countByReviewStatus, countByStrategy, listQaTexts, countOrigins, paperNames, tallyScores, tallyScoreValues } from "../db/repositories/reportRows.ts";
import { queryQaIds } from "../db/repositories/reviewPage.ts";
import type { TextEmbedder } from "../llm/embeddings/TextEmbedder.ts";
import { readAgreement } from "../review/agreement/readAgreement.ts";
import { measurePapers } from "./measurePapers.ts";

/** Items that yielded nothing listed in a report; the rest are counted. */
export const REPORT_EMPTY_ITEMS_LIMIT = 500;

export interface BuildReportOptions {
  /** Whose queue a `queue` filter means (the current reviewer). */
  reviewer: string;
  embedder: TextEmbedder;
  signal?: AbortSignal;
}

const mean = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((v): v is number => v !== null);
  return present.length === 0 ? null : present.reduce((a, b) => a + b, 0) / present.length;
};

function itemLabel(row: EmptyItemRow): string {
  try {
    return itemLabelOf(row.strategy, { kind: row.kind, scope: JSON.parse(row.scope) as Record<string, unknown> });
  } catch {
    return row.kind;
  }
}

function why(row: EmptyItemRow): string | null {
  const text = row.status === "failed" ? row.error : row.reason;
  return text === null ? null : ((JSON.parse(text) as { message?: string }).message ?? null);
}

function filterRates(tallies: ReturnType<typeof tallyScores>): FilterRate[] {
  const byMetric = new Map<string, FilterRate>();
  for (const t of tallies) {
    if ((JUDGE_CRITERIA as readonly string[]).includes(t.metric)) continue;
    const rate = byMetric.get(t.metric) ?? { metric: t.metric, scored: 0, passed: 0, failed: 0, nothingToCheck: 0, measured: 0, acceptRate: null };
    rate.scored += t.count;
    // A pass without a value had nothing to check (no numbers in the answer): counted apart, so
    // an accept rate never rests on answers the check could not look at.
    // A pass known only to be below a fail (no earlier question shares enough words to repeat
    // it) did check, and passed: it counts as a pass, and apart, as measured on nothing.
    if (t.verdict === "pass" && t.bounded) {
      rate.passed += t.count;
      rate.belowBound = (rate.belowBound ?? 0) + t.count;
    } else if (t.verdict === "pass" && !t.valued) rate.nothingToCheck += t.count;
    else if (t.verdict === "pass") rate.passed += t.count;
    else if (t.verdict === "fail") rate.failed += t.count;
    else rate.measured += t.count;
    byMetric.set(t.metric, rate);
  }
  return [...byMetric.values()].map((r) => ({ ...r, acceptRate: r.passed + r.failed === 0 ? null : r.passed / (r.passed + r.failed) }));
}

/** The report of the QAs `query` selects, from the library as it is now. */
export async function buildReport(db: LibraryDatabase, query: QaQuery, options: BuildReportOptions): Promise<DatasetReport> {
  const ids = queryQaIds(db, options.reviewer, { ...query, sort: "id", order: "asc" });
  const items = tallyItems(db, query);
  const empty = listEmptyItems(db, query, REPORT_EMPTY_ITEMS_LIMIT);
  const verdicts = new Map(countByColumn(db, ids, "verdict").map((v) => [v.value, v.count]));
  const statuses = new Map(countByReviewStatus(db, ids).map((v) => [v.value, v.count]));
  const judgeValues = tallyScoreValues(db, ids, JUDGE_CRITERIA);
  const measures = await measurePapers(db, listQaTexts(db, ids), options.embedder, options.signal);
  const names = paperNames(db, measures.papers.map((p) => p.paperId));
  const papers = measures.papers.map((p) => ({ ...p, paperName: names.get(p.paperId) ?? `Paper ${p.paperId}` }));
  const counts = {
    papers: papers.length,
    items: items.items,
    unfinishedItems: items.unfinished,
    qas: ids.length,
    accepted: verdicts.get("accepted") ?? 0,
    rejected: verdicts.get("rejected") ?? 0,
    pendingVerdict: verdicts.get("pending") ?? 0,
    kept: statuses.get("kept") ?? 0,
    dropped: statuses.get("dropped") ?? 0,
    disputed: statuses.get("disputed") ?? 0,
    unreviewed: statuses.get("unreviewed") ?? 0,
  };
  return {
    title: reportTitle(query, (name) => (Object.hasOwn(strategies, name) ? strategies[name]!.label : name)),
    selection: query,
    generatedAt: new Date().toISOString(),
    embedder: options.embedder.kind,
    counts,
    funnel: [
      { stage: "items", count: items.items },
      { stage: "outputs", count: items.outputs },
      { stage: "qas", count: ids.length },
      { stage: "accepted", count: counts.accepted },
      // Not counts.kept: a QA a reviewer kept but a filter rejected is not in the stage before.
      { stage: "kept", count: countAcceptedKept(db, ids) },
    ],
    emptyItems: empty.rows.map((row) => ({
      runId: row.runId,
      paperId: row.paperId,
      paperName: row.paperName,
      label: itemLabel(row),
      status: row.status === "failed" ? "failed" : "empty",
      why: why(row),
    })),
    emptyItemsTotal: empty.total,
    filters: filterRates(tallyScores(db, ids)),
    // Empty until a judge has scored some of these QAs.
    judge: (judgeValues.length === 0 ? [] : JUDGE_CRITERIA).map((criterion) => {
      const rows = judgeValues.filter((v) => v.metric === criterion);
      const scored = rows.reduce((n, r) => n + r.count, 0);
      const at = (score: number) => rows.filter((r) => Math.min(3, Math.max(1, r.value)) === score).reduce((n, r) => n + r.count, 0);
      return { criterion, scored, counts: [at(1), at(2), at(3)] as [number, number, number], mean: scored === 0 ? null : rows.reduce((s, r) => s + r.sum, 0) / scored };
    }),
    questionSimilarity: mean(papers.map((p) => p.questionSimilarity)),
    coverage: mean(papers.map((p) => p.coverage)),
    coveragePerAnswer: mean(papers.map((p) => p.coveragePerAnswer)),
    papersNotMeasured: measures.papersNotMeasured,
    papers,
    numbers: {
      answersWithNumbers: measures.numbers.answersWithNumbers,
      allFound: measures.numbers.allFound,
      share: measures.numbers.answersWithNumbers === 0 ? null : measures.numbers.allFound / measures.numbers.answersWithNumbers,
      sampleAnswers: measures.numbers.sample.answers,
      sampleAnswersWithNumbers: measures.numbers.sample.answersWithNumbers,
      values: measures.numbers.sample.values,
      valuesFound: measures.numbers.sample.valuesFound,
    },
    strategies: countByStrategy(db, ids),
    origins: countOrigins(db, ids),
    types: countByColumn(db, ids, "type"),
    difficulties: countByColumn(db, ids, "difficulty"),
    hops: countByColumn(db, ids, "hop"),
    agreement: readAgreement(db, ids),
  };
}
