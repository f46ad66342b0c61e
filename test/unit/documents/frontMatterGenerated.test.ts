import { describe, expect, it } from "vitest";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { norm } from "../../corpus/paperTruth.ts";
import {
  affiliationsBeforeAbstract,
  mastheadAboveTitle,
  shortTitleInRunningHeader,
  standfirstLetter,
  structuredAbstract,
  titleOverSeveralLines,
  titleUnderDoiLine,
  type FrontMatterCase,
} from "../../support/frontMatterPdfs.ts";

const read = (c: FrontMatterCase): Promise<ParsedPaper> => parsePdf(c.bytes.slice(), { file: "generated.pdf" });

/** What a reader checks first on a paper's page: its title, its authors and its abstract. */
function expectFrontMatter(paper: ParsedPaper, c: FrontMatterCase): void {
  expect(paper.title).toBe(c.truth.title);
  expect(paper.authors).toEqual(c.truth.authors);
  expect(norm(paper.abstract ?? "")).toBe(norm(c.truth.abstract));
  // The abstract is not read a second time as the first paragraph of the body.
  const body = paper.passages.filter((p) => p.kind === "paragraph").map((p) => norm(p.text)).join(" ");
  expect(body).not.toContain(norm(c.truth.abstract).slice(0, 80));
}

describe("reading the front matter of layouts that fooled the reader on unseen papers", () => {
  it("does not take the journal name printed large above the article label for the title", async () => {
    const c = await mastheadAboveTitle(true);
    expectFrontMatter(await read(c), c);
  });

  it("does not take the journal name for the title when only the running header repeats it", async () => {
    const c = await mastheadAboveTitle(false);
    expectFrontMatter(await read(c), c);
  });

  it("does not take the journal name for the title when only its volume and issue line beside it tells", async () => {
    const c = await mastheadAboveTitle(false, false);
    expectFrontMatter(await read(c), c);
  });

  // A DOI line over the title puts the title in a masthead band's reach (shared paper 09, scanned).
  it("keeps a title of several lines that stands under the article's DOI line", async () => {
    const c = await titleUnderDoiLine(true);
    expectFrontMatter(await read(c), c);
  });

  it("keeps a one-line title under the DOI line when the author row is the largest type below it", async () => {
    const c = await titleUnderDoiLine(false);
    expectFrontMatter(await read(c), c);
  });

  it("keeps a short title that the running header repeats on the other pages", async () => {
    const c = await shortTitleInRunningHeader();
    expectFrontMatter(await read(c), c);
  });

  it("reads a title set over several loose lines, one in italics, beside a sidebar, as one title", async () => {
    const c = await titleOverSeveralLines();
    expectFrontMatter(await read(c), c);
  });

  it("keeps every part of a structured abstract, and finds a DOI printed only on the last page", async () => {
    const c = await structuredAbstract();
    const paper = await read(c);
    expectFrontMatter(paper, c);
    expect(paper.doi).toBe(c.truth.doi);
  });

  it("takes the standfirst of a comment with no Abstract heading as its abstract", async () => {
    const c = await standfirstLetter();
    const paper = await read(c);
    expectFrontMatter(paper, c);
    // It prints no DOI of its own; the one on a line of its own in the references is not its.
    expect(paper.doi).toBeNull();
  });

  it("never takes affiliations and e-mail addresses for the abstract", async () => {
    const c = await affiliationsBeforeAbstract();
    const paper = await read(c);
    expect(paper.abstract).not.toMatch(/@/);
    expectFrontMatter(paper, c);
  });
});
