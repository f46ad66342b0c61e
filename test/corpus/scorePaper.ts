import type { ParsedPaper } from "../../src-main/core/documents/ParsedPaper.ts";
import { norm, type PaperTruth } from "./paperTruth.ts";

export interface PaperScore {
  file: string;
  title: boolean;
  authors: string;
  authorRecall: number;
  falseAuthors: string[];
  doi: boolean | null;
  abstract: boolean | null;
  sections: string;
  sectionRate: number;
  sentences: string;
  sentenceRate: number;
  noiseInBody: string[];
  referencesInBody: string[];
  referencesFound: string;
  missingSections: string[];
  missingSentences: string[];
}

/** A heading as found: its words, and the number printed before them ("2.1"), if any. */
interface FoundHeading {
  heading: string;
  number?: string | null;
}

/**
 * Whether a found heading is the one a person reads: the same words, or the same words after the
 * same printed number ("1. Introduction" is read as number 1 and heading "Introduction").
 */
function sameHeading(found: FoundHeading, wanted: string): boolean {
  const w = norm(wanted).toLowerCase();
  const f = norm(found.heading).toLowerCase();
  if (f === w) return true;
  const numbered = found.number ? w.match(/^\(?([\dIVX]+(?:\.\d+)*)[.)]?\s+(.*)$/i) : null;
  return !!numbered && numbered[1]!.toLowerCase() === found.number!.toLowerCase() && numbered[2] === f;
}

/** Finds `wanted` in `found` in order, case-insensitively; returns those not found. */
function missingInOrder(wanted: string[], found: FoundHeading[]): string[] {
  const missing: string[] = [];
  let at = 0;
  for (const w of wanted) {
    const index = found.findIndex((f, i) => i >= at && sameHeading(f, w));
    if (index < 0) missing.push(w);
    else at = index + 1;
  }
  return missing;
}

/**
 * Whether a noise line (page furniture) is in the body. A running header of authors' names
 * ("Range and Virányi") is also how the prose cites them, so an occurrence followed by a year,
 * "(Range and Virányi, 2013)" or "Range and Virányi (2013)", is a citation and not the header.
 */
function hasNoise(body: string, noise: string): boolean {
  for (let at = body.indexOf(noise); at >= 0; at = body.indexOf(noise, at + 1)) {
    if (!/^\s*[,(]\s*\d{4}/.test(body.slice(at + noise.length, at + noise.length + 12))) return true;
  }
  return false;
}

/** Compares a parsed paper with its hand-checked truth, the way a reader would check it. */
export function scorePaper(paper: ParsedPaper, truth: PaperTruth): PaperScore {
  const body = norm(paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));
  const abstract = norm(paper.abstract ?? "");
  const missingSections = missingInOrder(truth.sections ?? [], paper.sections);
  const sentences = truth.body_sentences ?? [];
  const missingSentences = sentences.filter((s) => !body.includes(norm(s)));
  const references = norm(paper.references.map((r) => r.text).join(" "));
  const samples = truth.reference_samples ?? [];
  const sectionCount = (truth.sections ?? []).length;
  const wantedAuthors = (truth.authors ?? []).map((a) => norm(a).toLowerCase());
  const gotAuthors = paper.authors.map((a) => norm(a).toLowerCase());
  const foundAuthors = wantedAuthors.filter((a) => gotAuthors.includes(a)).length;
  return {
    file: truth.file,
    title: norm(paper.title ?? "") === norm(truth.title ?? ""),
    authors: `${foundAuthors}/${wantedAuthors.length}`,
    authorRecall: wantedAuthors.length === 0 ? 1 : foundAuthors / wantedAuthors.length,
    falseAuthors: paper.authors.filter((a) => !wantedAuthors.includes(norm(a).toLowerCase())),
    doi: truth.doi ? (paper.doi ?? "").toLowerCase() === truth.doi.toLowerCase() : null,
    abstract: truth.abstract_start ? abstract.includes(norm(truth.abstract_start)) && abstract.includes(norm(truth.abstract_end ?? "")) : null,
    sections: `${sectionCount - missingSections.length}/${sectionCount}`,
    sectionRate: sectionCount === 0 ? 1 : (sectionCount - missingSections.length) / sectionCount,
    sentences: `${sentences.length - missingSentences.length}/${sentences.length}`,
    sentenceRate: sentences.length === 0 ? 1 : (sentences.length - missingSentences.length) / sentences.length,
    noiseInBody: (truth.noise_lines ?? []).filter((n) => hasNoise(body, norm(n))),
    referencesInBody: samples.filter((r) => body.includes(norm(r))),
    referencesFound: `${samples.filter((r) => references.includes(norm(r))).length}/${samples.length}`,
    missingSections,
    missingSentences,
  };
}
