import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PaperDetail } from "../../../src-main/contract/paperDetail.ts";
import type { PaperEditForm as EditForm } from "../../../src-renderer/src/features/paper/PaperEditForm.tsx";
import type { PaperHeader as Header } from "../../../src-renderer/src/features/paper/PaperHeader.tsx";

// The paper view's header as React renders it (no browser): the corrected mark and the edit
// button are there. The client the header's form would call is only created, never used.
let PaperHeader: typeof Header;
let PaperEditForm: typeof EditForm;
beforeAll(async () => {
  vi.stubGlobal("window", { location: { search: "", hash: "" }, addEventListener: () => undefined });
  ({ PaperHeader } = await import("../../../src-renderer/src/features/paper/PaperHeader.tsx"));
  ({ PaperEditForm } = await import("../../../src-renderer/src/features/paper/PaperEditForm.tsx"));
});
// The unit project's files share a process (vitest.config.ts): the next file must not find this window.
afterAll(() => vi.unstubAllGlobals());

const paper: PaperDetail = {
  id: 3,
  kind: "paper",
  dataset: null,
  name: "Corrected Title",
  title: "Corrected Title",
  authors: ["A. One"],
  doi: "10.1/x",
  language: "en",
  abstract: null,
  keywords: [],
  year: 2020,
  venue: "Chem. Sci.",
  edited: [{ field: "title", source: "user", extracted: "JOURNAL NAME", editedAt: "2026-01-01T00:00:00.000Z" }],
  reading: {
    found: { title: "corrected", authors: "below-title", abstract: "not-found", doi: "doi-label", keywords: "not-found", sections: "not-found" },
    doubts: [
      { kind: "no-abstract", field: "abstract", message: "No abstract found" },
      { kind: "no-sections", field: "sections", message: "No sections found" },
    ],
  },
  pages: 4,
  sections: [],
  captions: [],
  references: [],
  tables: [],
};

describe("the paper view's header", () => {
  it("marks a corrected paper, shows venue and year, and offers the edit form", () => {
    const html = renderToStaticMarkup(createElement(PaperHeader, { paper, editing: false, onEditing: () => undefined }));
    expect(html).toContain("Details corrected");
    expect(html).toContain("read from the PDF: “JOURNAL NAME”");
    expect(html).toContain("Chem. Sci., 2020");
    expect(html).toContain("Edit details…");
  });

  it("links only a real DOI to doi.org; other text stored as a DOI shows as what it is", () => {
    const linked = renderToStaticMarkup(createElement(PaperHeader, { paper: { ...paper, doi: "10.1039/c9sc01234a" }, editing: false, onEditing: () => undefined }));
    expect(linked).toContain('href="https://doi.org/10.1039/c9sc01234a"');
    const junk = renderToStaticMarkup(createElement(PaperHeader, { paper: { ...paper, doi: "not a doi" }, editing: false, onEditing: () => undefined }));
    expect(junk).not.toContain("doi.org");
    expect(junk).toContain("not a doi (not a valid DOI)");
  });

  it("shows no mark on a paper as read", () => {
    const html = renderToStaticMarkup(createElement(PaperHeader, { paper: { ...paper, edited: [] }, editing: false, onEditing: () => undefined }));
    expect(html).not.toContain("Details corrected");
  });

  it("lists what the reader is unsure of, how each detail was found, and points to the edit form", () => {
    const html = renderToStaticMarkup(createElement(PaperHeader, { paper, editing: false, onEditing: () => undefined }));
    expect(html).toContain('aria-label="Details to check"');
    expect(html).toContain("Check against the PDF:");
    expect(html).toContain("<li>No abstract found</li><li>No sections found</li>");
    expect(html).toContain("How the details were found");
    expect(html).toContain("<li>Title: corrected by you</li>");
    expect(html).toContain("<li>DOI: printed on page 1 after “DOI”</li>");
    expect(html.match(/Edit details…/g)).toHaveLength(2);
    // Hovering a detail says how it was found.
    expect(html).toContain("A. One\nAuthors: names in the lines below the title");
  });

  it("sends the reader to the text, not the form, when only the sections are in doubt", () => {
    const sectionsOnly = { ...paper.reading, doubts: paper.reading.doubts.filter((d) => d.field === "sections") };
    const html = renderToStaticMarkup(createElement(PaperHeader, { paper: { ...paper, reading: sectionsOnly }, editing: false, onEditing: () => undefined }));
    expect(html).toContain("The Text tab shows what was read.");
    expect(html.match(/Edit details…/g)).toHaveLength(1);
  });

  it("shows no notice when nothing is in doubt", () => {
    const html = renderToStaticMarkup(createElement(PaperHeader, { paper: { ...paper, reading: { ...paper.reading, doubts: [] } }, editing: false, onEditing: () => undefined }));
    expect(html).not.toContain("Details to check");
    expect(html).not.toContain("Check against the PDF");
  });

  it("opens the form filled with the current values, offering the PDF's value back only for corrected fields", () => {
    const html = renderToStaticMarkup(createElement(PaperEditForm, { paper, onDone: () => undefined }));
    expect(html).toContain('value="Corrected Title"');
    expect(html).toContain('value="2020"');
    expect(html).toContain('value="Chem. Sci."');
    expect(html.match(/use the PDF&#x27;s/g)).toHaveLength(1);
    expect(html).toContain("Save corrections");
  });
});
