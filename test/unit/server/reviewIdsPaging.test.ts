import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_IDS_PAGE_MAX, ReviewIdsPageSchema, allReviewIds } from "../../../src-main/contract/reviewIdPages.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// A review selection of 101,000 QAs, more than one answer lists (100,000, what one bulk decision
// takes), over the server's real loopback HTTP on a real SQLite file: "all matching" in one
// answer is refused in words, and the pages answer every id once, each page bounded, the
// review's filters (the queues) applied to them.

const QAS = 101_000;

let served: LibraryOverHttp;
let kept: number[];

const call = (method: string, args: unknown[]) => served.call(method, args);
const page = (request: object) => async (after: number | undefined) => {
  const { text, outcome } = await call("review.idsPage", [{ ...request, after }]);
  expect(outcome.ok).toBe(true);
  expect(Buffer.byteLength(text)).toBeLessThan(256 * 1024);
  return ReviewIdsPageSchema.parse(outcome.value);
};

beforeAll(async () => {
  const work = tempDirForSuite("distillate-review-ids-paging-");
  const dataDir = path.join(work, "data");
  const core = createCore({ dataDir });
  seedLargeLibrary(core.db(), QAS);
  await core.closeAsync();
  served = await serveLibrary(work, dataDir);
  // Every seventh QA kept by the reviewer, through the review's own bulk action.
  const every = await allReviewIds((after) => served.core.services.review.idsPage({ after, limit: REVIEW_IDS_PAGE_MAX }));
  kept = every.filter((_, i) => i % 7 === 0);
  await served.core.services.review.bulkDecide(kept, "keep");
}, 300_000);

afterAll(() => served?.close());

describe("a review selection larger than one answer lists, over HTTP", () => {
  it("refuses every id in one answer, in words naming the reason", async () => {
    const { text, outcome } = await call("review.ids", [{}]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("ReviewIdsTooManyError");
    expect(outcome.error!.message).toBe("The selection holds more than 100,000 QAs, more than one answer may list: their ids are read a page at a time instead.");
    expect(text.length).toBeLessThan(1000);
  });

  it("answers every matching id once, a bounded page at a time, smallest first", async () => {
    let pages = 0;
    const counted = page({ limit: REVIEW_IDS_PAGE_MAX });
    const ids = await allReviewIds(async (after) => (pages++, counted(after)));
    expect(pages).toBe(Math.ceil(QAS / REVIEW_IDS_PAGE_MAX));
    expect(ids).toHaveLength(QAS);
    expect(new Set(ids).size).toBe(QAS);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(await served.core.services.review.total({})).toBe(QAS);
  });

  it("applies the review's queues to the pages: the kept ones alone, and the pending ones without them", async () => {
    expect(await allReviewIds(page({ query: { queue: "kept" }, limit: 5000 }))).toEqual(kept);
    const pending = await allReviewIds(page({ query: { queue: "pending", sort: "paper", order: "desc" } }));
    expect(pending).toHaveLength(QAS - kept.length);
    const keptSet = new Set(kept);
    expect(pending.some((id) => keptSet.has(id))).toBe(false);
    // Under the bound, every id of a queue is still one answer, in the table's order.
    const { outcome } = await call("review.ids", [{ queue: "kept" }]);
    expect(outcome.value).toEqual(kept);
  });

  it("answers the default page of 10,000 with where the next starts, the last with none, and refuses a page past the bound", async () => {
    const first = await page({})(undefined);
    expect(first.ids).toHaveLength(10_000);
    expect(first.next).toBe(first.ids.at(-1));
    const every = await allReviewIds(page({ limit: REVIEW_IDS_PAGE_MAX }));
    const last = await page({ limit: 10 })(every.at(-4));
    expect(last.ids).toEqual(every.slice(-3));
    expect(last.next).toBeNull();
    const { outcome } = await call("review.idsPage", [{ limit: REVIEW_IDS_PAGE_MAX + 1 }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("InvalidCallError");
  });
});
