import { describe, expect, it } from "vitest";
import { PaperMetadataChangesSchema, type PaperDetail } from "../../../src-main/contract/papers.ts";
import { changesFromDraft, correctionMark, draftFromPaper } from "../../../src-renderer/src/features/paper/paperEditForm.ts";

const paper: PaperDetail = {
  id: 3,
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
