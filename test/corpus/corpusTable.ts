import fs from "node:fs";
import path from "node:path";
import { parseSharedPaper } from "../support/sharedParses.ts";
import type { PaperTruth } from "./paperTruth.ts";
import { scorePaper, type PaperScore } from "./scorePaper.ts";

/** A corpus's totals, each as found / wanted, so the bar is about the whole set and not one paper. */
export interface CorpusTotals {
  papers: number;
  titles: [number, number];
  dois: [number, number];
  abstracts: [number, number];
  sections: [number, number];
  sentences: [number, number];
  authors: [number, number];
  inventedAuthors: number;
  noiseInBody: number;
  referencesInBody: number;
}

export function readTruth(dir: string): PaperTruth[] {
  return JSON.parse(fs.readFileSync(path.join(dir, "truth.json"), "utf8")) as PaperTruth[];
}

export async function scoreCorpus(dir: string, truths: PaperTruth[]): Promise<PaperScore[]> {
  const scores: PaperScore[] = [];
  for (const truth of truths) {
    const paper = await parseSharedPaper(path.join(dir, truth.file));
    scores.push(scorePaper(paper, truth));
  }
  return scores;
}

function fraction(text: string): [number, number] {
  const [found, wanted] = text.split("/").map(Number);
  return [found!, wanted!];
}

export function totals(scores: PaperScore[]): CorpusTotals {
  const sum = (pick: (s: PaperScore) => [number, number]): [number, number] =>
    scores.map(pick).reduce<[number, number]>((acc, [f, w]) => [acc[0] + f, acc[1] + w], [0, 0]);
  const yes = (value: boolean | null): [number, number] => (value === null ? [0, 0] : [value ? 1 : 0, 1]);
  return {
    papers: scores.length,
    titles: sum((s) => yes(s.title)),
    dois: sum((s) => yes(s.doi)),
    abstracts: sum((s) => yes(s.abstract)),
    sections: sum((s) => fraction(s.sections)),
    sentences: sum((s) => fraction(s.sentences)),
    authors: sum((s) => fraction(s.authors)),
    inventedAuthors: scores.reduce((n, s) => n + s.falseAuthors.length, 0),
    noiseInBody: scores.reduce((n, s) => n + s.noiseInBody.length, 0),
    referencesInBody: scores.reduce((n, s) => n + s.referencesInBody.length, 0),
  };
}

export const rate = ([found, wanted]: [number, number]): number => (wanted === 0 ? 1 : found / wanted);

/** Prints the per-paper table, the totals, and every miss by name, so a failing bar says where to look. */
export function printCorpus(title: string, scores: PaperScore[]): CorpusTotals {
  console.log(`\n${title}`);
  console.table(
    scores.map(({ missingSections: _s, missingSentences: _m, authorRecall: _a, sectionRate: _r, sentenceRate: _t, ...row }) => ({
      ...row,
      falseAuthors: row.falseAuthors.length,
      noiseInBody: row.noiseInBody.length,
      referencesInBody: row.referencesInBody.length,
    })),
  );
  const sum = totals(scores);
  const pct = (pair: [number, number]) => `${pair[0]}/${pair[1]} (${(rate(pair) * 100).toFixed(1)}%)`;
  console.table({
    titles: pct(sum.titles),
    DOIs: pct(sum.dois),
    abstracts: pct(sum.abstracts),
    "sections in order": pct(sum.sections),
    "body sentences intact": pct(sum.sentences),
    "authors found": pct(sum.authors),
    "authors invented": String(sum.inventedAuthors),
    "noise lines in body": String(sum.noiseInBody),
    "reference entries in body": String(sum.referencesInBody),
  });
  for (const s of scores) {
    if (!s.title) console.log(`${s.file}: title wrong`);
    if (s.doi === false) console.log(`${s.file}: DOI wrong`);
    if (s.abstract === false) console.log(`${s.file}: abstract start or end missing`);
    if (s.missingSections.length) console.log(`${s.file}: sections not found in order: ${s.missingSections.join(" | ")}`);
    for (const m of s.missingSentences) console.log(`${s.file}: sentence not intact: ${m.slice(0, 100)}`);
    for (const a of s.falseAuthors) console.log(`${s.file}: invented author: ${a}`);
    for (const n of s.noiseInBody) console.log(`${s.file}: noise in body: ${n}`);
    for (const r of s.referencesInBody) console.log(`${s.file}: reference in body: ${r}`);
  }
  return sum;
}
