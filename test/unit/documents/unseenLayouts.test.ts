import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { norm } from "../../corpus/paperTruth.ts";
import { accentDrawnBack, authorGrid, brokenNames, gridWithDetails, markersWithoutCommas, namesAboveTitle, smallSeparators, smallTypeNames, wideNameLine, type AuthorCase } from "../../support/authorBlockPdfs.ts";
import { figurePageInsideSentence, headingNumberedLikeItsPage, referencesAroundBackMatter, statisticsAfterColumnBreak } from "../../support/unseenBodyPdfs.ts";
import {
  abstractAcrossColumns,
  abstractEndingWithCitation,
  digestBeforeArticle,
  doiInDownloadStamp,
  doiUnderArticleHistory,
  ENGLISH_BODY,
  GERMAN_ABSTRACT,
  GERMAN_BODY,
  labelledSummary,
  otherAbstractLabel,
  slantedStructuredLabels,
  standfirstAboveByline,
  SYNOPSIS,
  versionedTitle,
  type FrontCase,
} from "../../support/unseenFrontPdfs.ts";

// Each case is a layout that the reader got wrong on papers it had not seen, drawn with pdfkit and
// read back through pdf.js, so the expected text is exactly what is on the page.

const read = (bytes: Uint8Array): Promise<ParsedPaper> => parsePdf(bytes.slice(), { file: "generated.pdf" });
const bodyOf = (paper: ParsedPaper) => norm(paper.passages.filter((p) => p.kind === "paragraph").map((p) => p.text).join(" "));

async function expectFront(c: FrontCase): Promise<ParsedPaper> {
  const paper = await read(c.bytes);
  expect(paper.title).toBe(c.title);
  expect(paper.authors).toEqual(c.authors);
  expect(norm(paper.abstract ?? "")).toBe(norm(c.abstract));
  expect(paper.doi).toBe(c.doi);
  expect(paper.sections.filter((s) => s.level === 1).map((s) => s.heading)).toEqual(c.sections);
  // The abstract is not read again as the body's first paragraph, nor the body as the abstract.
  expect(bodyOf(paper)).not.toContain(norm(c.abstract).slice(0, 60));
  return paper;
}

describe("abstracts under other labels and in other layouts", () => {
  it("reads a Summary whose parts are labelled in bold without punctuation, its Funding part included", async () => {
    await expectFront(await labelledSummary());
  });

  it("takes the article's Summary, not the Highlights or In brief of a digest page before it", async () => {
    const c = await digestBeforeArticle();
    const paper = await expectFront(c);
    expect(paper.abstract).not.toMatch(/show that the sediment/);
  });

  it("takes the standfirst printed between the title and the byline of a comment", async () => {
    await expectFront(await standfirstAboveByline());
  });

  it("follows an unlabelled abstract from the foot of the left column to the top of the right one", async () => {
    await expectFront(await abstractAcrossColumns());
  });

  it("reads an abstract labelled Synopsis", async () => {
    await expectFront(await otherAbstractLabel("Synopsis", SYNOPSIS, ENGLISH_BODY, "A weir upstream turned a lowland river bed from sand to silt"));
  });

  it("reads a German paper's Zusammenfassung as its abstract", async () => {
    await expectFront(await otherAbstractLabel("Zusammenfassung", GERMAN_ABSTRACT, GERMAN_BODY, "Ein Wehr verwandelt das Bett eines Flusses von Sand zu Schluff"));
  });

  it("keeps run-in labels set in a slanted (sheared) italic, and stops the abstract at the keywords", async () => {
    const paper = await expectFront(await slantedStructuredLabels());
    expect(paper.keywords).toEqual(["River sediment", "Grain size", "Weirs"]);
  });

  it("reads an abstract that runs onto page 2 without the citation line ending it, and takes the DOI printed there", async () => {
    await expectFront(await abstractEndingWithCitation());
  });
});

describe("the article's own DOI", () => {
  it("leaves the status out of the title and takes the DOI of the version the title names", async () => {
    await expectFront(await versionedTitle());
  });

  it("takes the DOI printed alone under the article's submission dates at the end, not a reference's", async () => {
    await expectFront(await doiUnderArticleHistory());
  });

  it("takes the DOI from the publisher's download stamp when the text prints none", async () => {
    await expectFront(await doiInDownloadStamp());
  });
});

describe("author blocks", () => {
  const cases: [string, () => Promise<AuthorCase>][] = [
    ["names told apart only by raised markers, over two lines", markersWithoutCommas],
    ["names in a grid, one wrapped onto the next line", authorGrid],
    ["names printed above the title", namesAboveTitle],
    ["names broken between widely spaced lines", brokenNames],
    ["names separated by a dot in smaller type", smallSeparators],
    ["an author line set smaller than the body", smallTypeNames],
    ["a name whose accent is drawn back over its letter", accentDrawnBack],
    ["a centred line of names wider than the title, parted only by raised marks and wide gaps", wideNameLine],
    ["a grid of cells, each a name over its e-mail and institution, over two rows", gridWithDetails],
  ];
  it.each(cases)("finds every author: %s", async (_, make) => {
    const c = await make();
    const paper = await read(c.bytes);
    expect(paper.title).toBe(c.title);
    expect(paper.authors).toEqual(c.authors);
  });
});

describe("body text around floats, headings and the reference list", () => {
  it("reads a letter-spaced REFERENCES heading, and keeps entries after back matter in the list", async () => {
    const c = await referencesAroundBackMatter();
    const paper = await read(c.bytes);
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
    const body = bodyOf(paper);
    for (const sentence of c.sentences) expect(body).toContain(norm(sentence));
    for (const entry of c.notInBody) expect(body).not.toContain(norm(entry));
    const references = norm(paper.references.map((r) => r.text).join(" "));
    for (const entry of c.references) expect(references).toContain(norm(entry));
  });

  it("keeps a numbered heading at the top of the page of the same number", async () => {
    const c = await headingNumberedLikeItsPage();
    const paper = await read(c.bytes);
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });

  it("joins a sentence across a whole-page figure, leaving the figure's labels out", async () => {
    const c = await figurePageInsideSentence();
    const paper = await read(c.bytes);
    const body = bodyOf(paper);
    for (const sentence of c.sentences) expect(body).toContain(norm(sentence));
    for (const label of c.notInBody) expect(body).not.toContain(norm(label));
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
  });

  it("joins a sentence whose second half is mostly statistics", async () => {
    const c = await statisticsAfterColumnBreak();
    const body = bodyOf(await read(c.bytes));
    for (const sentence of c.sentences) expect(body).toContain(norm(sentence));
  });
});
