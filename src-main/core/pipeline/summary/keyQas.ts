import { PERPLEXITY_SHIFT_FILTER, type QaMetricId } from "../../../contract/metricIds.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { sectionHeadingOfPassage } from "../../db/repositories/paperParts.ts";
import { listQaItemsForPaper, type QaItemRow } from "../../db/repositories/qaItems.ts";
import { paperReviewStandings } from "../../db/repositories/reviewStatus.ts";
import { listScores, type ScoreRow } from "../../db/repositories/scores.ts";
import { describeQuality } from "../../../contract/qualityWords.ts";
import type { ReviewStatus } from "../../../contract/review.ts";

export interface KeyQa {
  qa: QaItemRow;
  scores: ScoreRow[];
  /** 0..1: the mean of the checks that measured the QA (see qualityOf); null when none did. */
  quality: number | null;
  /** The metrics that quality rests on. */
  qualityRestsOn: string[];
  /** Section of the first evidence sentence, when found. */
  section: string | null;
  /** Where it stands with every reviewer together: kept, or not yet reviewed. */
  reviewStatus: ReviewStatus;
  /** Why it was picked, in words. */
  why: string;
}

export interface KeyQaOptions {
  /** How many. Defaults to 5. */
  count?: number;
  /** Only QAs of this run. Defaults to every run on the paper. */
  runId?: number;
  /** Weight of novelty against quality in the greedy pick (MMR). Defaults to 0.5. */
  diversity?: number;
}

const WORDS = /[\p{L}\p{N}]{3,}/gu;
const termsOf = (text: string) => new Set((text.toLowerCase().match(WORDS) ?? []));
const overlap = (a: Set<string>, b: Set<string>) => {
  let shared = 0;
  for (const t of a) if (b.has(t)) shared++;
  return a.size + b.size === 0 ? 0 : shared / (a.size + b.size - shared);
};

/** The checks the ranking reads, each value mapped to 0..1 (the perplexity shift through a logistic: 0 counts 0.5). */
const QUALITY_CHECKS: { metric: QaMetricId; share(value: number): number }[] = [
  { metric: "numeric-source", share: (v) => v },
  { metric: "evidence-found", share: (v) => v },
  { metric: PERPLEXITY_SHIFT_FILTER, share: (v) => 1 / (1 + Math.exp(-v)) },
];

/**
 * Quality of one QA from its stored scores: the mean of the checks that measured it. A check
 * without a value is left out, never counted as full marks: an answer with no numbers used to
 * score 100% on the numbers check, so a one-word answer ("gro") whose quoted evidence was found
 * ranked at 80-90%. None of these checks reads whether the answer is right; the figure says
 * which checks it rests on so the screen can say so. Null when no check measured the QA.
 */
export function qualityOf(scores: ScoreRow[]): { value: number | null; restsOn: string[] } {
  const parts = QUALITY_CHECKS.flatMap(({ metric, share }) => {
    const value = scores.find((s) => s.metric === metric)?.value ?? null;
    return value === null || !Number.isFinite(value) ? [] : [{ metric, share: share(value) }];
  });
  if (parts.length === 0) return { value: null, restsOn: [] };
  return { value: parts.reduce((sum, p) => sum + p.share, 0) / parts.length, restsOn: parts.map((p) => p.metric) };
}

/**
 * A paper's key QAs, picked greedily by maximal marginal relevance — quality minus `diversity`
 * times the largest word overlap with a QA already picked — with a bonus of 0.1 for evidence in a
 * section no picked QA covers yet, so the summary spans the paper instead of repeating its
 * abstract. Candidates are the accepted QAs, where people's decisions outrank the filters', read
 * through the one review status that Review and Export use: a QA the reviewers kept counts as
 * accepted even when a filter rejected it, and a dropped or disputed one is never a key QA,
 * whatever the filters said (a QA reviewers disagree on is not one to show first).
 * Negatives ("not answerable" QAs) are never key QAs.
 */
export function keyQas(db: LibraryDatabase, paperId: number, options: KeyQaOptions = {}): KeyQa[] {
  const count = options.count ?? 5;
  const lambda = options.diversity ?? 0.5;
  const standings = paperReviewStandings(db, paperId);
  const candidates = listQaItemsForPaper(db, paperId)
    .filter((qa) => {
      const status = standings.get(qa.id)?.status ?? "unreviewed";
      const accepted = status === "kept" || (status === "unreviewed" && qa.verdict === "accepted");
      return accepted && !qa.isNegative && (options.runId === undefined || qa.runId === options.runId);
    })
    .map((qa) => {
      const scores = listScores(db, qa.id);
      const firstPassage = qa.evidence.find((e) => e.passageId !== null)?.passageId ?? null;
      const section = firstPassage === null ? null : sectionHeadingOfPassage(db, firstPassage);
      const keptBy = standings.get(qa.id)?.keptBy ?? [];
      const keptOverFilters = qa.verdict !== "accepted" ? `, kept by ${keptBy.join(" and ")} though the filters rejected it` : "";
      return { qa, scores, quality: qualityOf(scores), section, terms: termsOf(`${qa.question} ${qa.answer}`), keptOverFilters, reviewStatus: standings.get(qa.id)?.status ?? "unreviewed" };
    });
  const picked: (typeof candidates)[number][] = [];
  const why: string[] = [];
  while (picked.length < count && candidates.length > picked.length) {
    let best: { c: (typeof candidates)[number]; value: number; similar: number; newSection: boolean } | undefined;
    for (const c of candidates) {
      if (picked.includes(c)) continue;
      const similar = Math.max(0, ...picked.map((p) => overlap(p.terms, c.terms)));
      const newSection = c.section !== null && !picked.some((p) => p.section === c.section);
      // A QA no check measured ranks as a neutral 0.5, neither first nor last.
      const value = (c.quality.value ?? 0.5) - lambda * similar + (newSection ? 0.1 : 0);
      if (!best || value > best.value || (value === best.value && c.qa.id < best.c.qa.id)) best = { c, value, similar, newSection };
    }
    if (!best) break;
    picked.push(best.c);
    // The first pick has nothing earlier to overlap: saying "overlap 0" would claim a comparison never made.
    const overlapWords = picked.length === 1 ? "" : `, ${Math.round(best.similar * 100)}% word overlap with a key QA above`;
    why.push(`Picked for ${describeQuality(best.c.quality)}${overlapWords}${best.newSection ? `, the first from "${best.c.section}"` : ""}${best.c.keptOverFilters}`);
  }
  return picked.map((c, i) => ({ qa: c.qa, scores: c.scores, quality: c.quality.value, qualityRestsOn: c.quality.restsOn, section: c.section, reviewStatus: c.reviewStatus, why: why[i]! }));
}
