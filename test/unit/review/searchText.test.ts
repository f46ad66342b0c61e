import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { SEARCH_MAX_CHARS } from "../../../src-main/contract/search.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { seedReviewLibrary } from "../../support/reviewData.ts";
import { tempDir } from "../../support/tempDir.ts";

// What someone types (or pastes) into the review and library search boxes, through the one
// dispatcher every transport uses: an over-long text is refused by name, and punctuation that
// means something to SQLite's full-text syntax is searched as text, never a SQLite error.

let core: Core;
beforeEach(() => {
  core = createCore({ dataDir: tempDir() });
  seedReviewLibrary(core.db(), 2, 8);
});
afterEach(() => core.closeAsync());

const call = (method: string, ...args: unknown[]) => invokeService(core.services, method, args);
const searches = (search: string) => [
  call("review.query", { query: { search } }),
  call("review.ids", { search }),
  call("review.counts", { search }),
  call("library.browse", { search }),
];

describe("search text", () => {
  it("refuses text over the limit with SearchTooLongError in words, and accepts text at the limit", async () => {
    for (const outcome of await Promise.all(searches("perovskite ".repeat(50).slice(0, SEARCH_MAX_CHARS) + "x"))) {
      expect(outcome).toEqual({
        ok: false,
        error: { name: "SearchTooLongError", message: `A search can be at most ${SEARCH_MAX_CHARS} characters; this one has ${SEARCH_MAX_CHARS + 1}. Search for a few distinctive words instead.` },
      });
    }
    for (const outcome of await Promise.all(searches("a".repeat(SEARCH_MAX_CHARS)))) expect(outcome.ok).toBe(true);
  });

  it.each([
    '"unbalanced quote',
    "perovskite OR NOT AND",
    "NEAR(perovskite annealing, 2)",
    "question: perovskite",
    "^perovskite",
    "* perovskite*",
    "-film +grain",
    "(((",
    "perovskite'",
    "col:val {a b} [x]",
    "\u0000\u200b\ufeff",
    "é́́ 𝔸 🙂*",
  ])("searches %j as text instead of failing", async (search) => {
    for (const outcome of await Promise.all(searches(search))) expect(outcome).toMatchObject({ ok: true });
  });

  it("still finds words next to that punctuation", async () => {
    const page = await call("review.query", { query: { search: '"perovskite* (annealing' } });
    expect(page).toMatchObject({ ok: true });
    expect((page as { value: { total: number } }).value.total).toBe(0);
    const single = await call("review.query", { query: { search: "(perovskite)" } });
    expect((single as { value: { total: number } }).value.total).toBe(2);
  });
});
