import path from "node:path";
import { type DoubtField, type ReadingDoubtKind } from "../../src-main/contract/readingNotes.ts";
import { READING_DOUBTS } from "../../src-main/contract/readingDoubtWords.ts";
import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";
import { assessReading, readDetailsOf } from "../../src-main/core/documents/readingDoubts.ts";
import { parseSharedPaper } from "../support/sharedParses.ts";
import { readTruth } from "./corpusTable.ts";
import { scorePaper, type PaperScore } from "./scorePaper.ts";
import type { PaperTruth } from "./paperTruth.ts";

/** One paper judged: its details read wrong and right by the truth, and what the reader doubted. */
export interface Judged {
  file: string;
  wrong: DoubtField[];
  right: DoubtField[];
  doubts: ReadingDoubtKind[];
}

/**
 * Each detail the truth can settle, read right or wrong. Authors are wrong when one is missed or
 * invented; sections when fewer than 90% of the headings are found in order; the body when a noise
 * line or a reference entry is in it or fewer than 80% of its checked sentences are whole (one
 * sentence broken among five is a local slip, not a body read wrong).
 */
function verdicts(score: PaperScore, truth: PaperTruth): [DoubtField, boolean | null][] {
  return [
    ["title", truth.title ? score.title : null],
    ["authors", (truth.authors ?? []).length > 0 ? score.authorRecall === 1 && score.falseAuthors.length === 0 : null],
    ["abstract", score.abstract],
    ["doi", score.doi],
    ["sections", (truth.sections ?? []).length > 0 ? score.sectionRate >= 0.9 : null],
    ["body", (truth.body_sentences ?? []).length > 0 ? score.noiseInBody.length === 0 && score.referencesInBody.length === 0 && score.sentenceRate >= 0.8 : null],
  ];
}

/** One paper's details judged against its truth, beside the doubts raised about them. */
export function judgePaper(truth: PaperTruth, paper: ParsedPaper, doubts: ReadingDoubtKind[]): Judged {
  const all = verdicts(scorePaper(paper, truth), truth);
  return {
    file: truth.file,
    wrong: all.filter(([, ok]) => ok === false).map(([field]) => field),
    right: all.filter(([, ok]) => ok === true).map(([field]) => field),
    doubts,
  };
}

export async function judgeCorpus(dir: string): Promise<Judged[]> {
  const judged: Judged[] = [];
  for (const truth of readTruth(dir).filter((t) => !t.hard_case)) {
    const paper = await parseSharedPaper(path.join(dir, truth.file));
    judged.push(judgePaper(truth, paper, assessReading(readDetailsOf(paper))));
  }
  return judged;
}

/** The doubts as a detector of details read wrong: each wrong detail is a positive. */
export interface DetectorScore {
  papers: number;
  /** Details read wrong, and those of them with a doubt about that detail. */
  wrong: number;
  caught: number;
  /** Doubts about a detail read right, by paper and kind. */
  falseAlarms: string[];
  missed: string[];
}

export function scoreDetector(judged: Judged[]): DetectorScore {
  const doubted = (j: Judged, field: DoubtField) => j.doubts.some((kind) => READING_DOUBTS[kind].field === field);
  const wrong = judged.flatMap((j) => j.wrong.map((field) => ({ j, field })));
  return {
    papers: judged.length,
    wrong: wrong.length,
    caught: wrong.filter(({ j, field }) => doubted(j, field)).length,
    falseAlarms: judged.flatMap((j) => j.doubts.filter((kind) => j.right.includes(READING_DOUBTS[kind].field)).map((kind) => `${j.file}: ${kind}`)),
    missed: wrong.filter(({ j, field }) => !doubted(j, field)).map(({ j, field }) => `${j.file}: ${field}`),
  };
}

/** The table the corpus test prints: per paper, then recall and false alarms with what they rest on. */
export function detectorReport(title: string, judged: Judged[], score: DetectorScore): string {
  const recall = score.wrong < 5 ? `${score.caught}/${score.wrong} (too few details read wrong to measure a rate)` : `${score.caught}/${score.wrong} (${((100 * score.caught) / score.wrong).toFixed(0)}%)`;
  const perTen = ((10 * score.falseAlarms.length) / Math.max(1, score.papers)).toFixed(2);
  return [
    title,
    `${"paper".padEnd(44)}  ${"read wrong".padEnd(24)}  doubts`,
    ...judged.map((j) => `${j.file.slice(0, 44).padEnd(44)}  ${(j.wrong.join(",") || "-").padEnd(24)}  ${j.doubts.join(", ") || "-"}`),
    `details read wrong: ${score.wrong}; doubted (recall): ${recall}`,
    `doubts about a detail read right (false alarms): ${score.falseAlarms.length} over ${score.papers} papers = ${perTen} per 10 papers`,
    ...score.missed.map((m) => `missed: ${m}`),
    ...score.falseAlarms.map((f) => `false alarm: ${f}`),
  ].join("\n");
}
