import { describe, expect, it } from "vitest";
import { findInPages, firstMatchFrom, foldQuery, foldText, joinItems, stepMatch, type SearchablePage, type PageTextItem } from "../../../src-renderer/src/features/paper/textSearch.ts";

// Two pages of printed text, one item per line (10 PDF units per character, so boxes are easy to check).
const line = (text: string, y: number, endsLine = true): PageTextItem => ({ text, endsLine, x: 50, y, w: text.length * 10, h: 12 });
const PAGES: SearchablePage[] = [
  { page: 1, items: [line("Perovskite films were", 100), line("annealed at 400 K. The", 120), line("perovskite phase stayed cubic.", 140)] },
  { page: 2, items: [line("A naïve model of the PEROVSKITE", 100), line("lattice; the ﬁlm was thin.", 120)] },
];

describe("finding words in the paper's printed text", () => {
  it("finds every match in reading order, ignoring case", () => {
    const matches = findInPages(PAGES, "perovskite");
    expect(matches.map((m) => m.page)).toEqual([1, 1, 2]);
    // "Perovskite" starts the first line: its box is the first 10 characters of that line.
    expect(matches[0]!.rects).toEqual([{ x: 50, y: 100, w: 100, h: 12 }]);
    // "perovskite" at the start of line three of page 1.
    expect(matches[1]!.rects[0]).toMatchObject({ x: 50, y: 140, w: 100 });
  });

  it("ignores accents both ways and reads ligatures as their letters", () => {
    expect(findInPages(PAGES, "naive")).toHaveLength(1);
    expect(findInPages(PAGES, "NAÏVE")).toHaveLength(1);
    expect(findInPages(PAGES, "film")).toHaveLength(2); // "films" on page 1, "ﬁlm" on page 2
  });

  it("finds a phrase across a line end and boxes it on both lines", () => {
    const [match] = findInPages(PAGES, "were annealed");
    expect(match!.rects).toHaveLength(2);
    expect(match!.rects[0]).toMatchObject({ y: 100, x: 50 + 17 * 10, w: 4 * 10 });
    expect(match!.rects[1]).toMatchObject({ y: 120, x: 50, w: 8 * 10 });
  });

  it("finds nothing for an empty or blank query, or a word not printed", () => {
    expect(findInPages(PAGES, "")).toEqual([]);
    expect(findInPages(PAGES, "   ")).toEqual([]);
    expect(findInPages(PAGES, "graphene")).toEqual([]);
  });

  it("reads runs of spaces as one, in the text and in the query", () => {
    expect(foldText("a  \t b").folded).toBe("a b");
    expect(foldQuery("  Phase   stayed ")).toBe("phase stayed");
    expect(findInPages(PAGES, "phase  stayed")).toHaveLength(1);
  });

  it("joins items with a space only where a line ends without one", () => {
    expect(joinItems([line("ab", 0, false), line("cd", 0), line("ef ", 0), line("g", 0, false)]).text).toBe("abcd ef g");
  });

  it("steps through the matches, wrapping at both ends, and starts a search from the page being read", () => {
    expect(stepMatch(2, 3, 1)).toBe(0);
    expect(stepMatch(0, 3, -1)).toBe(2);
    expect(stepMatch(0, 0, 1)).toBe(0);
    const matches = findInPages(PAGES, "perovskite");
    expect(firstMatchFrom(matches, 2)).toBe(2);
    expect(firstMatchFrom(matches, 5)).toBe(0);
  });
});
