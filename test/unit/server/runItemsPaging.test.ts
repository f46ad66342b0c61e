import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allEmptyItems, EmptyItemsPageSchema, RUN_ITEMS_PAGE_MAX } from "../../../src-main/contract/runItemsPages.ts";
import { buildLongRunLibrary, FAILED_EVERY, itemKeyOf } from "../../support/longRunLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// A run that left 12,000 items without QAs (1,200 of them failed), over the server's real loopback
// HTTP on a real SQLite file: the whole list in one answer is refused in words, and the pages
// answer every item, in plan order, each page bounded whatever the run's size.

const ITEMS = 12_000;

let served: LibraryOverHttp;
let runId: number;

const call = (method: string, args: unknown[]) => served.call(method, args);

beforeAll(async () => {
  const work = tempDirForSuite("distillate-run-items-paging-");
  const library = await buildLongRunLibrary(work, ITEMS);
  runId = library.runId;
  served = await serveLibrary(work, library.dataDir);
}, 300_000);

afterAll(() => served?.close());

describe("a run's items without QAs, too many for one answer, over HTTP", () => {
  it("refuses the whole list in one answer, in words, before reading it out", async () => {
    const { text, outcome } = await call("runs.emptyItems", [runId]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("RunItemsTooManyError");
    expect(outcome.error!.message).toBe(`Run ${runId} has more than 5,000 items that yielded no QAs, more than one answer may list: they are read a page at a time instead.`);
    expect(text.length).toBeLessThan(1000);
    // Its 1,200 failed items alone are within the bound, and still answered whole.
    const failed = await call("runs.failedItems", [runId]);
    expect(failed.outcome.ok).toBe(true);
    expect((failed.outcome.value as unknown[]).length).toBe(ITEMS / FAILED_EVERY);
  });

  it("answers every item a bounded page at a time, in plan order, failed ones with their error", async () => {
    const sizes: number[] = [];
    const items = await allEmptyItems(async (after) => {
      const { text, outcome } = await call("runs.emptyItemsPage", [runId, { after, limit: RUN_ITEMS_PAGE_MAX }]);
      expect(outcome.ok).toBe(true);
      sizes.push(Buffer.byteLength(text));
      const page = EmptyItemsPageSchema.parse(outcome.value);
      expect(page.items.length).toBeLessThanOrEqual(RUN_ITEMS_PAGE_MAX);
      return page;
    });
    expect(sizes).toHaveLength(ITEMS / RUN_ITEMS_PAGE_MAX);
    // A thousand items of a few hundred bytes each: well under a megabyte, however long the run.
    expect(Math.max(...sizes)).toBeLessThan(1024 * 1024);
    expect(items.map((item) => item.itemKey)).toEqual(Array.from({ length: ITEMS }, (_, i) => itemKeyOf(i)));
    const failed = items.filter((item) => item.status === "failed");
    expect(failed).toHaveLength(ITEMS / FAILED_EVERY);
    expect(failed[0]!.error).toEqual({ name: "ModelError", message: `the model stopped on item ${FAILED_EVERY - 1}` });
    expect(items[0]!.reason).toEqual({ code: "no-qas", message: "nothing was kept from item 0" });
  });

  it("answers the failed items alone when asked, and the default page of 500", async () => {
    const { outcome } = await call("runs.emptyItemsPage", [runId, { failedOnly: true }]);
    const page = EmptyItemsPageSchema.parse(outcome.value);
    expect(page.items).toHaveLength(500);
    expect(page.items.every((item, i) => item.status === "failed" && item.itemKey === itemKeyOf(i * FAILED_EVERY + FAILED_EVERY - 1))).toBe(true);
    // The plan numbers items from 0, so the last one here is at its own index.
    expect(page.next).toEqual({ ordinal: 499 * FAILED_EVERY + FAILED_EVERY - 1, id: page.items[499]!.id });
  });

  it("refuses a page larger than the bound", async () => {
    const { outcome } = await call("runs.emptyItemsPage", [runId, { limit: RUN_ITEMS_PAGE_MAX + 1 }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("InvalidCallError");
  });
});
