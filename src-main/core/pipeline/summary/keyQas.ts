import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { listQaItemsForPaper, type QaItemRow } from "../../db/repositories/qaItems.ts";
import { listScores, type ScoreRow } from "../../db/repositories/scores.ts";
import { prepared } from "../../db/statements.ts";

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
 * A paper's key QAs: accepted QAs only, picked greedily by maximal marginal relevance —
 * quality minus `diversity` times the largest word overlap with a QA already picked — with a
 * bonus of 0.1 for evidence in a section no picked QA covers yet, so the summary spans the paper
 * instead of repeating its abstract.
 */
export function keyQas(db: LibraryDatabase, paperId: number, options: KeyQaOptions = {}): KeyQa[] {
  const count = options.count ?? 5;
  const lambda = options.diversity ?? 0.5;
  const sectionOfPassage = prepared<[number], { heading: string | null }>(
    db,
    `SELECT s.heading FROM passages p LEFT JOIN sections s ON s.id = p.section_id WHERE p.id = ?`,
  );
  const candidates = listQaItemsForPaper(db, paperId)
    .filter((qa) => qa.verdict === "accepted" && !qa.isNegative && (options.runId === undefined || qa.runId === options.runId))
    .map((qa) => {
      const scores = listScores(db, qa.id);
      const firstPassage = qa.evidence.find((e) => e.passageId !== null)?.passageId ?? null;
      const section = firstPassage === null ? null : (sectionOfPassage.get(firstPassage)?.heading ?? null);
      return { qa, scores, quality: qualityOf(scores), section, terms: termsOf(`${qa.question} ${qa.answer}`) };
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
    why.push(`quality ${best.c.quality.toFixed(2)}, overlap with earlier picks ${best.similar.toFixed(2)}${best.newSection ? `, first from "${best.c.section}"` : ""}`);
  }
  return picked.map((c, i) => ({ qa: c.qa, scores: c.scores, quality: c.quality, section: c.section, why: why[i]! }));
}
