import { describe, expect, it } from "vitest";
import type { AskProgress, Citation } from "../../../src-main/contract/ask.ts";
import { askAction, stepCitation } from "../../../src-renderer/src/features/ask/askKeymap.ts";
import { askHref, scopeFromParams } from "../../../src-renderer/src/features/ask/askRoute.ts";
import { progressLine } from "../../../src-renderer/src/features/ask/answerStatus.ts";
import { noModelWords } from "../../../src-renderer/src/features/ask/askModelWords.ts";
import { citationPage, citationRects } from "../../../src-renderer/src/features/ask/citationRects.ts";
import { matchWords, passageShown } from "../../../src-renderer/src/features/ask/retrievalWords.ts";

describe("the Ask view's address", () => {
  it("reads the papers asked within, ignoring what is not an id, and writes them back with an answer", () => {
    expect(scopeFromParams(new URLSearchParams("papers=3,7,3,x,-1,2.5"))).toEqual([3, 7]);
    expect(scopeFromParams(new URLSearchParams(""))).toEqual([]);
    expect(askHref([3, 7], 12)).toBe("#/ask?papers=3%2C7&answer=12");
    expect(askHref([])).toBe("#/ask");
  });
});

describe("the Ask view's keys", () => {
  const key = (k: string, tagName = "BODY", extra = {}) => askAction({ key: k, target: { tagName }, ...extra });
  it("keeps with K, steps through sources with ] and [, stops with Escape even while typing", () => {
    expect(key("k")).toBe("keep");
    expect(key("K")).toBe("keep");
    expect(key("]")).toBe("next-citation");
    expect(key("[")).toBe("previous-citation");
    expect(key("Escape", "TEXTAREA")).toBe("stop");
    expect(key("k", "TEXTAREA")).toBeNull();
    expect(key("k", "BODY", { ctrlKey: true })).toBeNull();
    expect([stepCitation(0, 3, "next-citation"), stepCitation(3, 3, "next-citation"), stepCitation(1, 3, "previous-citation"), stepCitation(0, 3, "previous-citation")]).toEqual([1, 1, 3, 3]);
  });
});

describe("a source on the page", () => {
  const citation = (boxes: Citation["boxes"], page = 4): Citation => ({ number: 1, paperId: 1, paperName: "P", section: null, passageId: 5, start: 10, end: 30, page, quote: "q", boxes });
  it("boxes only the sentence's part of a line, on each page it spans", () => {
    const rects = citationRects(citation([
      { page: 4, x: 100, y: 50, w: 200, h: 10, start: 0, end: 20 },
      { page: 5, x: 80, y: 20, w: 100, h: 10, start: 20, end: 40 },
    ]));
    expect(rects.get(4)).toEqual([{ x: 200, y: 50, w: 100, h: 10 }]);
    expect(rects.get(5)).toEqual([{ x: 80, y: 20, w: 50, h: 10 }]);
    expect(citationPage(citation([{ page: 5, x: 0, y: 0, w: 10, h: 10, start: 10, end: 30 }]))).toBe(5);
    expect(citationPage(citation([]))).toBe(4);
  });
});

describe("the line above the answer", () => {
  const progress = (status: AskProgress["status"], tokens = 0): AskProgress => ({ askId: "a", status, text: "", retrieval: null, tokens, answerId: null, error: null });
  it("says what is happening, in words, and that a stopped answer was not kept", () => {
    expect(progressLine(null, true)).toBe("Searching your papers…");
    expect(progressLine(progress("writing", 12), true)).toBe("Reading the passages; writing the answer (12 tokens so far)…");
    expect(progressLine(progress("stopped"), false)).toMatch(/Nothing was stored/);
    expect(progressLine(progress("done"), false)).toBeNull();
  });
});

describe("Ask's line when there is no model to answer with", () => {
  it("does not say there was never a model above an answer that names the model that wrote it", () => {
    expect(noModelWords(null)).toBe("No model to answer with yet.");
    const shown = noModelWords("Qwen3 0.6B");
    expect(shown).toBe("No model to answer with now; the answer below was written by Qwen3 0.6B.");
    expect(shown).not.toMatch(/yet/);
  });
});

describe("the passages Ask found", () => {
  it("gives each match as its share of the best, and says when no word matched", () => {
    expect(matchWords(4.2, 4.2)).toBe("best match");
    expect(matchWords(2.1, 4.2)).toBe("match 50% of the best");
    expect(matchWords(0, 0)).toBe("no words in common");
  });

  it("shows a long passage's start, cut with an ellipsis, and a short one whole", () => {
    const long = "word ".repeat(100);
    expect(passageShown(long)).toBe(`${long.slice(0, 360)}…`);
    expect(passageShown("A short passage.")).toBe("A short passage.");
  });
});
