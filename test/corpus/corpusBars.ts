import { expect } from "vitest";
import { rate, type CorpusTotals } from "./corpusTable.ts";

/** The least share of each figure a whole set must reach. */
export interface CorpusBars {
  titles: number;
  dois: number;
  abstracts: number;
  sections: number;
  sentences: number;
  authors: number;
}

/** The issue's bars over a whole set (a set read first by a reader never tuned on it may hold floors of its own). */
export const ISSUE_BARS: CorpusBars = { titles: 0.98, dois: 1, abstracts: 0.95, sections: 0.95, sentences: 0.98, authors: 0.9 };

/** Each bar checked softly, so one run names every figure below its bar; noise, references in the body and invented authors must be none. */
export function expectCorpusBars(sum: CorpusTotals, bars: CorpusBars = ISSUE_BARS): void {
  expect.soft(rate(sum.titles), "titles").toBeGreaterThanOrEqual(bars.titles);
  expect.soft(rate(sum.dois), "DOIs").toBeGreaterThanOrEqual(bars.dois);
  expect.soft(rate(sum.abstracts), "abstracts, start and end").toBeGreaterThanOrEqual(bars.abstracts);
  expect.soft(rate(sum.sections), "section headings in order").toBeGreaterThanOrEqual(bars.sections);
  expect.soft(rate(sum.sentences), "body sentences intact").toBeGreaterThanOrEqual(bars.sentences);
  expect.soft(sum.noiseInBody, "noise lines in the body").toBe(0);
  expect.soft(sum.referencesInBody, "reference entries in the body").toBe(0);
  expect.soft(rate(sum.authors), "authors found").toBeGreaterThanOrEqual(bars.authors);
  expect.soft(sum.inventedAuthors, "authors invented").toBe(0);
}
