import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { sectionHeadingOfPassage } from "../../db/repositories/papers.ts";
import { listQaItemsForPaper, type QaItemRow } from "../../db/repositories/qaItems.ts";
import { paperReviewStandings } from "../../db/repositories/reviewStatus.ts";
import { listScores, type ScoreRow } from "../../db/repositories/scores.ts";

export interface KeyQa {
  qa: QaItemRow;
  scores: ScoreRow[];
  /** 0..1: the quality part of the ranking (see rankKeyQas). */
  quality: number;
  /** Section of the first evidence sentence, when found. */
  section: string | null;
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

/**
 * Quality of one QA from its stored scores, each mapped to 0..1: the share of its numbers found in
 * the paper, the share of its evidence found, and the perplexity shift through a logistic (a
 * shift of 0 counts 0.5). Missing scores count as neutral.
 */
export function qualityOf(scores: ScoreRow[]): number {
  const value = (metric: string) => scores.find((s) => s.metric === metric)?.value ?? null;
  const parts: number[] = [];
  const numeric = value("numeric-source");
  parts.push(numeric === null ? 1 : numeric);
  const evidence = value("evidence-found");
  parts.push(evidence === null ? 0.5 : evidence);
  const shift = value("dseper");
  parts.push(shift === null ? 0.5 : 1 / (1 + Math.exp(-shift)));
  return parts.reduce((a, b) => a + b, 0) / parts.length;
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
      return { qa, scores, quality: qualityOf(scores), section, terms: termsOf(`${qa.question} ${qa.answer}`), keptOverFilters };
    });
  const picked: (typeof candidates)[number][] = [];
  const why: string[] = [];
  while (picked.length < count && candidates.length > picked.length) {
    let best: { c: (typeof candidates)[number]; value: number; similar: number; newSection: boolean } | undefined;
    for (const c of candidates) {
      if (picked.includes(c)) continue;
      const similar = Math.max(0, ...picked.map((p) => overlap(p.terms, c.terms)));
      const newSection = c.section !== null && !picked.some((p) => p.section === c.section);
      const value = c.quality - lambda * similar + (newSection ? 0.1 : 0);
      if (!best || value > best.value || (value === best.value && c.qa.id < best.c.qa.id)) best = { c, value, similar, newSection };
    }
    if (!best) break;
    picked.push(best.c);
    why.push(`quality ${best.c.quality.toFixed(2)}, overlap with earlier picks ${best.similar.toFixed(2)}${best.newSection ? `, first from "${best.c.section}"` : ""}${best.c.keptOverFilters}`);
  }
  return picked.map((c, i) => ({ qa: c.qa, scores: c.scores, quality: c.quality, section: c.section, why: why[i]! }));
}
