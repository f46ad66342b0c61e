import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { READING_DOUBTS, readingDoubt } from "../../../src-main/contract/readingDoubtWords.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { assessReading, readDetailsOf, type ReadDetails } from "../../../src-main/core/documents/readingDoubts.ts";
import { DOUBTFUL_TITLE, writeDoubtfulPdf } from "../../support/doubtfulPdf.ts";
import { outlineNamesAnIndentedSection } from "../../support/headingStylesPdfs.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const ABSTRACT =
  "We measured how much water three porous solids take up as the humidity rises, and found that the narrowest pores fill first and hold their water most tightly.";
const HEADINGS = ["Introduction", "Materials and methods", "Results", "Discussion"];
const sound: ReadDetails = { title: "Water uptake of porous solids at rising humidity", abstract: ABSTRACT, sectionHeadings: HEADINGS, pageCount: 8 };
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

  it("doubts an abstract that is the list of authors", () => {
    const names = "Allison Coté, Aoife O'Farrell, Ian Dardani, Margaret Dunagin, Chris Coté, Yihan Wan, Sareh Bayatpour, Heather L Drexler, Arjun Raj*";
    expect(doubtsOf({ abstract: names })).toEqual(["abstract-like-author-list", "abstract-cut-short"]);
    // An abstract that names a few things in a list is not one.
    expect(doubtsOf({ abstract: "We compared Nafion, Aquivion and Fumion membranes, and found that Aquivion keeps its water best at low humidity." })).toEqual([]);
  });

  it("doubts an abstract that starts in the middle of a sentence (its start taken for the end of something else)", () => {
    expect(doubtsOf({ abstract: `tions. ${ABSTRACT}` })).toEqual(["abstract-starts-midway"]);
  });

  it("doubts an abstract that stops in the middle of a sentence (a structured abstract cut after its first part)", () => {
    expect(doubtsOf({ abstract: "Background: porous solids take up water from the air, but which of their properties decides how much they take up remains" })).toEqual([
      "abstract-cut-short",
      "abstract-one-part",
    ]);
  });

  it("doubts an abstract long enough to run into the paper's text", () => {
    expect(doubtsOf({ abstract: `${"The pores fill with water. ".repeat(180)}` })).toEqual(["abstract-too-long"]);
  });

  it("says when no section was found", () => {
    expect(doubtsOf({ sectionHeadings: [] })).toEqual(["no-sections"]);
  });

  it("doubts the sections of an article with none of the usual headings (another publisher's style missed)", () => {
    const missed = ["C(sp )−N bond forming reactions were invented over a", "Authors", "Author Contributions", "Notes"];
    expect(doubtsOf({ sectionHeadings: missed })).toEqual(["no-usual-sections"]);
    // Numbered, upper-case or in another language, the usual headings are recognised.
    for (const heading of ["1. INTRODUCTION", "Introdução", "Materiales y métodos", "Résultats", "II. Related work", "Conclusions"]) {
      expect(doubtsOf({ sectionHeadings: ["Notes", heading] }), heading).toEqual([]);
    }
    // A short piece (a comment, a letter) may have only headings of its own.
    expect(doubtsOf({ sectionHeadings: ["Why water matters"], pageCount: 2 })).toEqual([]);
  });

  it("doubts a page title that shares little with the title in the PDF's properties", () => {
    expect(doubtsOf({ title: "Data in Brief", propertiesTitle: "Hotel booking demand datasets" })).toEqual(["title-differs-from-properties"]);
    expect(doubtsOf({ propertiesTitle: "Water uptake of porous solids" })).toEqual([]);
    // Producers' placeholders and job names in the properties say nothing about the title.
    for (const propertiesTitle of ["Microsoft Word - draft7.docx", "pone.0115884 1..14", "Hoehnea", "untitled document for the printer"]) {
      expect(doubtsOf({ propertiesTitle }), propertiesTitle).toEqual([]);
    }
  });

  it("doubts a title that still carries its version or review status", () => {
    expect(doubtsOf({ title: "Water uptake of porous solids [version 2; peer review: 2 approved]" })).toEqual(["title-has-status"]);
    expect(doubtsOf({ title: "Water uptake of porous solids (version 1; referees: awaiting peer review)" })).toEqual(["title-has-status"]);
    // Brackets that belong to the title are not a status.
    expect(doubtsOf({ title: "Water uptake of porous solids (MOF-5) at rising humidity" })).toEqual([]);
  });

  it("doubts an author list that is empty, or that the PDF's properties or the page contradict", () => {
    const authors = ["Ada Lovelace", "Charles Babbage", "Mary Somerville"];
    expect(doubtsOf({ authors })).toEqual([]);
    expect(doubtsOf({ authors: [] })).toEqual(["no-authors"]);
    // The properties list the whole author line: its count must agree.
    expect(doubtsOf({ authors, propertiesAuthor: "Ada Lovelace, Charles Babbage, Mary Somerville and John Herschel" })).toEqual(["authors-differ-from-properties"]);
    expect(doubtsOf({ authors, propertiesAuthor: "Ada Lovelace; Charles Babbage; Mary Somerville" })).toEqual([]);
    // The properties name only the first author, as often: that person must be among those found.
    expect(doubtsOf({ authors, propertiesAuthor: "Ada Lovelace" })).toEqual([]);
    expect(doubtsOf({ authors: authors.slice(1), propertiesAuthor: "Ada Lovelace" })).toEqual(["authors-differ-from-properties"]);
    // A publisher or a placeholder in the properties says nothing about the authors.
    expect(doubtsOf({ authors, propertiesAuthor: "Cambridge Journals" })).toEqual([]);
    // More names printed in the author block than found: a line of names was missed.
    expect(doubtsOf({ authors: authors.slice(1), printed: { names: 3, dois: [] } })).toEqual(["authors-fewer-than-printed"]);
    expect(doubtsOf({ authors, printed: { names: 3, dois: [] } })).toEqual([]);
  });

  it("doubts an abstract that reads like the body: a section heading at its start, figures or many citations", () => {
    expect(doubtsOf({ abstract: `Introduction ${ABSTRACT}` })).toEqual(["abstract-like-body"]);
    expect(doubtsOf({ abstract: `${ABSTRACT} The isotherms (Fig. 2) follow earlier work [4].` })).toEqual(["abstract-like-body"]);
    expect(doubtsOf({ abstract: `${ABSTRACT} Water fills the pores (Figure 2A) and then the gaps between grains (Figure 3).` })).toEqual(["abstract-like-body"]);
    // An abstract may cite a source or two, and number its points.
    expect(doubtsOf({ abstract: `${ABSTRACT} This extends earlier work [4, 5] and shows (1) how and (2) why.` })).toEqual([]);
  });

  it("doubts a DOI that page 1 does not print, or a missing one that page 1 prints", () => {
    const printed = { names: 0, dois: ["10.5555/porous.2024.17"] };
    expect(doubtsOf({ doi: "10.5555/porous.2024.17", printed })).toEqual([]);
    expect(doubtsOf({ doi: "10.5555/porous.2024.17.1", printed })).toEqual(["doi-differs-from-page"]);
    expect(doubtsOf({ doi: null, printed })).toEqual(["doi-missing-though-printed"]);
    // A page that prints no DOI leaves the DOI found (in the properties, on a later page) alone.
    expect(doubtsOf({ doi: "10.5555/porous.2024.17", printed: { names: 0, dois: [] } })).toEqual([]);
  });

  it("doubts a structured abstract that holds only its first part", () => {
    const background = "Background: porous solids take up water from the air, but which of their properties decides how much they take up is not known.";
    expect(doubtsOf({ abstract: background })).toEqual(["abstract-one-part"]);
    // With its later parts (run in after a sentence's end) it is whole.
    expect(doubtsOf({ abstract: `${background} Methods: we weighed three solids at rising humidity. Results: the narrowest pores filled first.` })).toEqual([]);
  });

  it("doubts an abstract with a word left split at a line end, not a shared prefix", () => {
    expect(doubtsOf({ abstract: `${ABSTRACT} The narrow pores act as bio- markers of ageing.` })).toEqual(["abstract-broken-word"]);
    expect(doubtsOf({ abstract: `${ABSTRACT} We compared pre- and post-treatment samples.` })).toEqual([]);
  });

  it("doubts an abstract that stops at the study's aim (the rest of a structured abstract lost with its labels)", () => {
    // A structured abstract read only to the end of its "Objectives" part, the label left out.
    const objectives =
      "Porous solids take up water from the air, but which of their properties decides how much they take up is not known. The purpose of this study was to compare the water uptake of three porous solids at rising humidity.";
    expect(doubtsOf({ abstract: objectives })).toEqual(["abstract-ends-at-aim"]);
    for (const aim of ["This study aimed to weigh three porous solids at rising humidity.", "Here, we sought to weigh three porous solids at rising humidity.", "El objetivo de este estudio fue pesar tres sólidos porosos.", "Ziel dieser Studie war es, drei poröse Feststoffe zu wiegen."]) {
      expect(doubtsOf({ abstract: `Porous solids take up water from the air, and how much they take up is not known. ${aim}` }), aim).toEqual(["abstract-ends-at-aim"]);
    }
    // The aim followed by what was done and found is a whole abstract; a finding about an aim is not one.
    expect(doubtsOf({ abstract: `${objectives} We weighed each solid at five humidities. The narrowest pores filled first and held their water most tightly.` })).toEqual([]);
    expect(doubtsOf({ abstract: "We weighed three porous solids at rising humidity. The aim of reducing their water uptake was met by the narrowest pores." })).toEqual([]);
  });

  it("takes an abstract that ends on its citation line's DOI as finished", () => {
    expect(doubtsOf({ abstract: `${ABSTRACT} Cite as: Lovelace A. Water uptake. doi:10.5555/porous.2024.17` })).toEqual([]);
  });

  it("doubts headings whose numbers skip one (a heading missed), given their numbers", () => {
    const numbered = (sectionNumbers: (string | null)[]) => doubtsOf({ sectionHeadings: HEADINGS.slice(0, sectionNumbers.length), sectionNumbers });
    expect(numbered(["1", "2", "3", "4"])).toEqual([]);
    expect(numbered(["1", "2", "4", "5"])).toEqual(["sections-numbering-gap"]);
    expect(numbered(["1", "2.1", "3", null])).toEqual(["sections-numbering-gap"]);
    expect(numbered(["2", "3", "4", null])).toEqual(["sections-numbering-gap"]);
    expect(numbered(["1", "2", "2.1", null])).toEqual([]);
    // Unnumbered headings, or a single number, say nothing about the numbering.
    expect(numbered([null, null, null, null])).toEqual([]);
    expect(numbered(["3", null, null, null])).toEqual([]);
  });

  it("doubts a missing DOI when a later page prints one outside the references (the paper's own citation line)", () => {
    expect(doubtsOf({ doi: null, printed: { names: 0, dois: [], laterDois: ["10.5555/porous.2024.17"] } })).toEqual(["doi-missing-though-in-text"]);
    expect(doubtsOf({ doi: null, printed: { names: 0, dois: [], laterDois: [] } })).toEqual([]);
    expect(doubtsOf({ doi: "10.5555/porous.2024.17", printed: { names: 0, dois: [], laterDois: ["10.5555/porous.2024.17"] } })).toEqual([]);
  });

  const paragraphs = (texts: string[]) => texts.map((text) => ({ text, sentences: Math.max(1, text.split(/[.!?]\s/).length) }));
  const prose = [
    "Porous solids take up water from the air as the humidity rises. The narrowest pores fill first.",
    "We weighed three solids at ten humidities and fitted a sorption model to each of them.",
    "The model explains the uptake of the two finer solids well but not that of the coarsest one.",
  ];

  it("doubts a body holding reference-list entries, but not one that cites a source in full once", () => {
    const entries = [
      "[6] Perl J, McArthur E, Bell C, et al. Dialysis modality and readmission. Am J Kidney Dis. 2017;70:11–20.",
      "[7] Li Z, Abreu Z, Penner T, et al. Hospitalization after catheter implantation. Perit Dial Int. 2016;36:540–546.",
      "Hornik K, Stinchcombe M. Multilayer feedforward networks are universal approximators. Neural Netw. 1989;2(5):359-366.",
    ];
    expect(doubtsOf({ pageCount: 2, body: paragraphs([...prose, ...entries]) })).toEqual(["body-has-references"]);
    expect(doubtsOf({ pageCount: 2, body: paragraphs([...prose, entries[0]!]) })).toEqual([]);
  });

  it("doubts the body and the sections when words split at line ends are left apart in several paragraphs (columns mixed)", () => {
    const mixed = ["Attention mechanisms can poten- change. Observations about the set of tially be used.", "The cores were sam- tides and storms pled at six sites.", "Grain size was mea- the river sured by laser."];
    expect(doubtsOf({ pageCount: 2, body: paragraphs([...prose, ...mixed]) })).toEqual(["sections-columns-mixed", "body-columns-mixed"]);
    expect(doubtsOf({ pageCount: 2, body: paragraphs([...prose, "We compared pre- and post-treatment samples."]) })).toEqual([]);
  });

  it("doubts a body with few sentences for its pages, or one repeating the abstract's sentences", () => {
    expect(doubtsOf({ pageCount: 12, body: paragraphs(prose) })).toEqual(["body-too-short"]);
    const abstract = "Porous solids take up water from the air as the humidity rises. The narrowest pores fill first and hold their water most tightly. We weighed three solids at ten humidities and fitted a sorption model.";
    const body = paragraphs([...Array(10).fill(prose[2]!), abstract]);
    expect(doubtsOf({ pageCount: 2, abstract, body })).toEqual(["body-repeats-abstract"]);
    expect(doubtsOf({ pageCount: 2, abstract, body: paragraphs(Array(10).fill(prose[2]!)) })).toEqual([]);
  });

  it("doubts an abstract with a word joined with its line-end hyphen kept before a bare suffix", () => {
    expect(doubtsOf({ abstract: `${ABSTRACT} Deep learning has shown explo-sive growth.` })).toEqual(["abstract-broken-word"]);
    expect(doubtsOf({ abstract: `${ABSTRACT} We used self-testing and large-scale models.` })).toEqual([]);
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
    expect(assessReading(readDetailsOf(article))).toEqual([]);
  });

  it("flags a paper printed without headings, and says what was not found", () => {
    expect(doubtful.title).toBe(DOUBTFUL_TITLE);
    expect(doubtful.metadata?.["found"]).toMatchObject({ title: "largest-text", sections: "not-found", doi: "not-found", keywords: "not-found" });
    expect(assessReading(readDetailsOf(doubtful))).toContain("no-sections");
  });
});

describe("sections judged against the PDF's own outline", () => {
  it("doubts the sections when the outline names one that no heading read carries", async () => {
    const c = await outlineNamesAnIndentedSection();
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).not.toContain(c.missed);
    expect(assessReading(readDetailsOf(paper))).toEqual(["sections-unlike-outline"]);
  });

  it("doubts nothing when every section the outline names was read", async () => {
    const c = await outlineNamesAnIndentedSection(true);
    const paper = await parsePdf(c.bytes.slice(), { file: "generated.pdf" });
    expect(paper.sections.map((s) => s.heading)).toEqual(c.sections);
    expect(assessReading(readDetailsOf(paper))).toEqual([]);
  });

  it("leaves out of the judgement the title, figure anchors, front-matter labels and run-in headings", () => {
    const outline = ["Water uptake of porous solids at rising humidity", "Abstract", ...HEADINGS, "Figure 1", "_GoBack", "Acknowledgments"];
    expect(doubtsOf({ outline, runInLabels: ["Acknowledgments"] })).toEqual([]);
    // Run in at a paragraph's start, or glued after the last reference entry's end.
    const paper = { title: sound.title, abstract: ABSTRACT, sections: HEADINGS.map((heading) => ({ heading })), pageCount: 2, metadata: { outline } };
    const passages = [{ kind: "paragraph", text: "Acknowledgments. We thank the workshop for the cells.", sentences: [] }];
    const references = [{ text: "3. Brandt L. Silt below the weir. J River Sci. 2001;11:101-110. Acknowledgments: We thank the workshop." }];
    expect(assessReading(readDetailsOf({ ...paper, passages }))).toEqual([]);
    expect(assessReading(readDetailsOf({ ...paper, references }))).toEqual([]);
    expect(assessReading(readDetailsOf(paper))).toEqual(["sections-unlike-outline"]);
    // An outline that lists no section the reading has (one entry, or none matching) is not judged.
    expect(doubtsOf({ outline: ["Supporting tables", "Cover"] })).toEqual([]);
    expect(doubtsOf({ outline: [...HEADINGS, "Conclusions"] })).toEqual(["sections-unlike-outline"]);
  });
});
