import { describe, expect, it } from "vitest";
import {
  ariaSort,
  buildBrowseQuery,
  defaultFilters,
  doubtFlag,
  editedMark,
  isFiltered,
  shortAuthors,
  toggleSort,
} from "../../../src-renderer/src/features/library/libraryQuery.ts";
import { languageName } from "../../../src-renderer/src/shared/languageName.ts";
import { nextIndexForKey } from "../../../src-renderer/src/shared/listKeys.ts";

describe("library query", () => {
  it("sends only the filters in use, with the search tidied", () => {
    expect(buildBrowseQuery(defaultFilters)).toEqual({ sort: "imported", order: "desc" });
    expect(buildBrowseQuery({ ...defaultFilters, search: "  band   gap ", status: "generated", language: "en", strategy: "sciqag" })).toEqual({
      sort: "imported",
      order: "desc",
      search: "band gap",
      status: "generated",
      language: "en",
      strategy: "sciqag",
    });
    expect(buildBrowseQuery({ ...defaultFilters, search: "   " }).search).toBeUndefined();
  });

  it("flips the order on the same column and starts a new column in its natural order", () => {
    const byTitle = toggleSort(defaultFilters, "title");
    expect([byTitle.sort, byTitle.order]).toEqual(["title", "asc"]);
    expect(toggleSort(byTitle, "title").order).toBe("desc");
    const byQas = toggleSort(byTitle, "qas");
    expect([byQas.sort, byQas.order]).toEqual(["qas", "desc"]);
    expect(ariaSort(byQas, "qas")).toBe("descending");
    expect(ariaSort(byQas, "title")).toBe("none");
  });

  it("knows when filters narrow the list", () => {
    expect(isFiltered(defaultFilters)).toBe(false);
    expect(isFiltered({ ...defaultFilters, sort: "pages" })).toBe(false);
    expect(isFiltered({ ...defaultFilters, language: "de" })).toBe(true);
  });

  it("asks for doubtful or corrected papers when the Details filter says so", () => {
    expect(buildBrowseQuery({ ...defaultFilters, details: "doubtful" })).toEqual({ sort: "imported", order: "desc", details: "doubtful" });
    expect(isFiltered({ ...defaultFilters, details: "edited" })).toBe(true);
  });

  it("words the flag on a doubtful paper and the mark on a corrected one", () => {
    expect(doubtFlag([])).toBeNull();
    expect(doubtFlag([{ message: "No sections found" }, { message: "Abstract contains an e-mail address" }])).toEqual({
      label: "Check details",
      detail: "May have been read wrong from the PDF: No sections found; Abstract contains an e-mail address.",
      all: "No sections found; Abstract contains an e-mail address",
    });
    // A table in doubt flags the paper too, named with its doubt.
    expect(doubtFlag([], [{ table: "Table 3", messages: ["Rows have different numbers of cells, so some cells may sit in the wrong column"] }])).toEqual({
      label: "Check details",
      detail: "May have been read wrong from the PDF: Table 3: Rows have different numbers of cells, so some cells may sit in the wrong column.",
      all: "Table 3: Rows have different numbers of cells, so some cells may sit in the wrong column",
    });
    expect(editedMark([], {})).toBeNull();
    expect(editedMark(["abstract", "doi"], { abstract: "Abstract", doi: "DOI" })).toEqual({ label: "Edited", detail: "Details corrected: Abstract, DOI" });
  });

  it("shortens long author lists", () => {
    expect(shortAuthors(["A", "B"])).toBe("A, B");
    expect(shortAuthors(["A", "B", "C", "D"])).toBe("A, B, C et al.");
  });

  it("moves the row focus with arrows, Home/End and pages, staying inside the list", () => {
    expect(nextIndexForKey(0, "ArrowDown", 3)).toBe(1);
    expect(nextIndexForKey(2, "ArrowDown", 3)).toBe(2);
    expect(nextIndexForKey(0, "ArrowUp", 3)).toBe(0);
    expect(nextIndexForKey(1, "End", 3)).toBe(2);
    expect(nextIndexForKey(2, "Home", 3)).toBe(0);
    expect(nextIndexForKey(0, "PageDown", 30)).toBe(10);
    expect(nextIndexForKey(0, "Enter", 3)).toBeNull();
    expect(nextIndexForKey(0, "ArrowDown", 0)).toBeNull();
  });

  it("names a paper's language in words, keeping a code it does not know", () => {
    expect(["en", "pt", "de"].map(languageName)).toEqual(["English", "Portuguese", "German"]);
    expect(languageName("not a tag")).toBe("not a tag");
  });
});
