import { describe, expect, it } from "vitest";
import { PaperMetadataChangesSchema } from "../../../src-main/contract/paperEdits.ts";
import { type PaperDetail } from "../../../src-main/contract/paperDetail.ts";
import { changesFromDraft, correctionMark, draftFromPaper } from "../../../src-renderer/src/features/paper/paperEditForm.ts";

const paper: PaperDetail = {
  id: 3,
  kind: "paper",
  dataset: null,
  name: "Read Title",
  title: "Read Title",
  authors: ["A. One", "B. Two"],
  doi: "10.1/read",
  language: "en",
  abstract: "Read abstract.",
  keywords: ["alpha"],
  year: null,
  venue: null,
  edited: [],
  pages: 4,
  sections: [],
  captions: [],
  references: [],
  tables: [],
  reading: {
    found: { title: "largest-text", authors: "below-title", abstract: "abstract-heading", doi: "doi-label", keywords: "keywords-heading", sections: "headings" },
    doubts: [],
  },
};

describe("the paper's edit form", () => {
  it("sends only the fields the user changed, lists split on semicolons", () => {
    const draft = { ...draftFromPaper(paper), title: "Fixed Title", authors: "A. One;  B. Two ; C. Three", year: "2019" };
    const { changes, problem } = changesFromDraft(paper, draft);
    expect(problem).toBeNull();
    expect(changes).toEqual({ title: "Fixed Title", authors: ["A. One", "B. Two", "C. Three"], year: 2019 });
    expect(PaperMetadataChangesSchema.parse(changes)).toEqual(changes);
  });

  it("sends nothing for an untouched form, even with spaces added round the values", () => {
    const draft = { ...draftFromPaper(paper), title: " Read Title ", authors: "A. One ; B. Two" };
    expect(changesFromDraft(paper, draft).changes).toEqual({});
  });

  it("clears a field left empty and refuses a year that is not one", () => {
    expect(changesFromDraft(paper, { ...draftFromPaper(paper), doi: "  ", keywords: "" }).changes).toEqual({ doi: null, keywords: [] });
    expect(changesFromDraft(paper, { ...draftFromPaper(paper), year: "around 2019" }).problem).toContain("four digits");
  });

  it("refuses a DOI that is not one, and takes a doi.org link to its DOI", () => {
    const typed = (doi: string) => changesFromDraft(paper, { ...draftFromPaper(paper), doi });
    expect(typed("not a doi").problems.doi).toMatch(/^“not a doi” is not a DOI: a DOI starts with 10\./);
    expect(typed("not a doi").changes).toEqual({});
    expect(typed("https://doi.org/10.1021/acs.jpcc.0c01234").changes).toEqual({ doi: "10.1021/acs.jpcc.0c01234" });
    expect(typed("doi: 10.1002/anie.2021%2F5").changes).toEqual({ doi: "10.1002/anie.2021/5" });
    // The same DOI written as a link is no change at all.
    expect(typed("https://dx.doi.org/10.1/read").changes).toEqual({});
    expect(typed("10.1021 acs").problems.doi).toBeDefined();
    expect(typed("doi.org").problems.doi).toBeDefined();
  });

  it("does not save an emptied title unless the user chose the file name", () => {
    const emptied = { ...draftFromPaper(paper), title: "  " };
    expect(changesFromDraft(paper, emptied)).toMatchObject({ changes: {}, problem: "The title is empty: type one, or choose to call the paper by its file name." });
    expect(changesFromDraft(paper, { ...emptied, useFileName: true })).toMatchObject({ changes: { title: null }, problem: null });
  });

  it("sends “use the PDF's” on one field with the other fields' edits, never instead of them", () => {
    const edited: PaperDetail = { ...paper, title: "Typed Title", edited: [{ field: "title", source: "user", extracted: "Read Title", editedAt: "x" }] };
    const draft = { ...draftFromPaper(edited), title: "Read Title", authors: "A. One; B. Two; C. Three" };
    expect(changesFromDraft(edited, draft, new Set(["title"]))).toEqual({ changes: { authors: ["A. One", "B. Two", "C. Three"] }, revert: ["title"], problems: {}, problem: null });
  });

  it("marks a corrected paper, saying what was read from the PDF and who changed it", () => {
    expect(correctionMark([])).toBeNull();
    const mark = correctionMark([
      { field: "title", source: "user", extracted: "JOURNAL OF THINGS", editedAt: "2026-01-01T00:00:00.000Z" },
      { field: "authors", source: "zotero", extracted: [], editedAt: "2026-01-01T00:00:00.000Z" },
    ]);
    expect(mark?.label).toBe("Details corrected");
    expect(mark?.detail).toBe("Title corrected by you; read from the PDF: “JOURNAL OF THINGS”\nAuthors taken from Zotero; read from the PDF: nothing");
    expect(correctionMark([{ field: "doi", source: "zotero", extracted: null, editedAt: "x" }])?.label).toBe("Details from Zotero");
  });
});
