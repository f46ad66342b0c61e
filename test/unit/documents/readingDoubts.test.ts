import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { READING_DOUBTS, readingDoubt } from "../../../src-main/contract/readingNotes.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { assessReading, type ReadDetails } from "../../../src-main/core/documents/readingDoubts.ts";
import { DOUBTFUL_TITLE, writeDoubtfulPdf } from "../../support/doubtfulPdf.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const ABSTRACT =
  "We measured how much water three porous solids take up as the humidity rises, and found that the narrowest pores fill first and hold their water most tightly.";
const sound: ReadDetails = { title: "Water uptake of porous solids at rising humidity", abstract: ABSTRACT, sectionCount: 5 };
const doubtsOf = (changes: Partial<ReadDetails>) => assessReading({ ...sound, ...changes });

describe("what the reader doubts about a paper's details", () => {
  it("doubts nothing about a paper whose title, abstract and sections look right", () => {
    expect(assessReading(sound)).toEqual([]);
  });

  it("says when no title was found", () => {
    expect(doubtsOf({ title: null })).toEqual(["no-title"]);
    expect(doubtsOf({ title: "  " })).toEqual(["no-title"]);
  });

  it("doubts a title that looks like the journal it appeared in", () => {
    for (const title of ["Journal of Materials Chemistry A", "Physical Review Letters", "Nature Communications", "Scientific Reports", "Chemical Science, Vol. 12 (2021) 455–470"]) {
      expect(doubtsOf({ title }), title).toEqual(["title-like-journal"]);
    }
    // A real title that happens to contain such a word, at a title's length, is not doubted.
    expect(doubtsOf({ title: "Letters from the lab: what forty years of catalysis notebooks tell us about failure" })).toEqual([]);
  });

  it("doubts a title that is an article-type label", () => {
    for (const title of ["Research Article", "ORIGINAL PAPER", "Open Access", "Review article."]) expect(doubtsOf({ title }), title).toEqual(["title-like-label"]);
  });

  it("doubts a title long enough to have taken in the text below it", () => {
    expect(doubtsOf({ title: Array.from({ length: 45 }, (_, i) => `word${i}`).join(" ") })).toEqual(["title-too-long"]);
  });

  it("says when no abstract was found", () => {
    expect(doubtsOf({ abstract: null })).toEqual(["no-abstract"]);
  });

  it("doubts an abstract shorter than a sentence", () => {
    expect(doubtsOf({ abstract: "Water in pores." })).toEqual(["abstract-too-short"]);
  });

  it("doubts an abstract holding an e-mail address", () => {
    expect(doubtsOf({ abstract: `${ABSTRACT} Correspondence to ada.lovelace@chem.example.ac.uk.` })).toEqual(["abstract-has-email"]);
  });

  it("doubts an abstract that reads like the authors' affiliations", () => {
    const affiliations = "Department of Chemistry, University of Oxford, Oxford OX1 3TA, UK; Institute of Materials Science, Technical University of Munich, Germany.";
    expect(doubtsOf({ abstract: affiliations })).toEqual(["abstract-like-affiliations"]);
  });

  it("doubts an abstract that stops in the middle of a sentence (a structured abstract cut after its first part)", () => {
    expect(doubtsOf({ abstract: "Background: porous solids take up water from the air, but which of their properties decides how much they take up remains" })).toEqual([
      "abstract-cut-short",
    ]);
  });

  it("doubts an abstract long enough to run into the paper's text", () => {
    expect(doubtsOf({ abstract: `${"The pores fill with water. ".repeat(180)}` })).toEqual(["abstract-too-long"]);
  });

  it("says when no section was found", () => {
    expect(doubtsOf({ sectionCount: 0 })).toEqual(["no-sections"]);
  });

  it("words every doubt for a reader, naming no internal field", () => {
    for (const kind of Object.keys(READING_DOUBTS) as (keyof typeof READING_DOUBTS)[]) {
      const { message } = readingDoubt(kind);
      expect(message).toMatch(/^[A-Z]/);
      expect(message).not.toContain(kind);
      expect(message).not.toMatch(/[_{}]|json|null|sectionCount/);
    }
  });
});

describe("how the reader found each detail of a real PDF", () => {
  let set: GeneratedPdfSet;
  let doubtful: ParsedPaper;
  let article: ParsedPaper;
  const parse = (file: string) => parsePdf(new Uint8Array(fs.readFileSync(file)), { file });

  beforeAll(async () => {
    const dir = tempDirForSuite();
    set = await writeGeneratedPdfs(dir);
    await writeDoubtfulPdf(path.join(dir, "doubtful.pdf"));
    article = await parse(set.twoColumn);
    doubtful = await parse(path.join(dir, "doubtful.pdf"));
  });

  it("records each detail's origin for a full article, and doubts nothing about it", () => {
    expect(article.metadata?.["found"]).toEqual({
      title: "largest-text",
      authors: "below-title",
      abstract: "abstract-heading",
      doi: expect.stringMatching(/^(?:pdf-metadata|doi-label)$/),
      keywords: "keywords-heading",
      sections: "headings",
    });
    expect(assessReading({ title: article.title, abstract: article.abstract, sectionCount: article.sections.length })).toEqual([]);
  });

  it("flags a paper printed without headings, and says what was not found", () => {
    expect(doubtful.title).toBe(DOUBTFUL_TITLE);
    expect(doubtful.metadata?.["found"]).toMatchObject({ title: "largest-text", sections: "not-found", doi: "not-found", keywords: "not-found" });
    expect(assessReading({ title: doubtful.title, abstract: doubtful.abstract, sectionCount: doubtful.sections.length })).toContain("no-sections");
  });
});
