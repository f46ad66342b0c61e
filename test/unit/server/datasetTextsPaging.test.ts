import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allDatasetTexts, DATASET_TEXTS_PAGE_MAX, DatasetTextsPageSchema } from "../../../src-main/contract/datasetTextPages.ts";
import { BIG_DATASET, buildBigDatasetLibrary, SMALL_DATASET } from "../../support/bigDatasetLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// One imported dataset of 12,000 texts (11,000 with a place, stored last place first, and 1,000
// without), more than one answer may list (10,000), over the server's real loopback HTTP on a real
// SQLite file: all of them in one answer is refused in words, and the pages answer every text once,
// in the dataset's own order, each page bounded.

const PLACED = 11_000;
const UNPLACED = 1000;

let served: LibraryOverHttp;
let inOrder: number[];

const call = (method: string, args: unknown[]) => served.call(method, args);

beforeAll(async () => {
  const work = tempDirForSuite("distillate-dataset-texts-paging-");
  inOrder = await buildBigDatasetLibrary(path.join(work, "data"), PLACED, UNPLACED);
  served = await serveLibrary(work, path.join(work, "data"));
}, 300_000);

afterAll(() => served?.close());

describe("an imported dataset with more texts than one answer lists, over HTTP", () => {
  it("refuses all its texts in one answer, in words, and still answers a small dataset whole", async () => {
    const { text, outcome } = await call("datasets.listTexts", [{ dataset: BIG_DATASET }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("DatasetTextsTooManyError");
    expect(outcome.error!.message).toBe(`The dataset "${BIG_DATASET}" has more than 10,000 texts, more than one answer may list: they are read a page at a time instead.`);
    expect(text.length).toBeLessThan(1000);
    const small = await call("datasets.listTexts", [{ dataset: SMALL_DATASET }]);
    expect((small.outcome.value as { name: string; position: number }[]).map((t) => [t.position, t.name])).toEqual([0, 1, 2].map((i) => [i + 1, `Phase-pure formamidinium perovskites (small-${i})`]));
  });

  it("answers every text once, a bounded page at a time, placed ones by place and then the unplaced", async () => {
    let pages = 0;
    const texts = await allDatasetTexts(async (after) => {
      const { text, outcome } = await call("datasets.listTextsPage", [{ dataset: BIG_DATASET, after, limit: DATASET_TEXTS_PAGE_MAX }]);
      expect(outcome.ok).toBe(true);
      expect(Buffer.byteLength(text)).toBeLessThan(512 * 1024);
      pages++;
      return DatasetTextsPageSchema.parse(outcome.value);
    });
    expect(pages).toBe((PLACED + UNPLACED) / DATASET_TEXTS_PAGE_MAX);
    expect(texts.map((t) => t.id)).toEqual(inOrder);
    expect(texts.slice(0, PLACED).map((t) => t.position)).toEqual(Array.from({ length: PLACED }, (_, i) => i + 1));
    expect(texts.slice(PLACED).every((t) => t.position === null)).toBe(true);
  });

  it("crosses from the placed texts to the unplaced inside one page, and refuses a page past the bound", async () => {
    const last = inOrder[PLACED - 3]!;
    const page = DatasetTextsPageSchema.parse((await call("datasets.listTextsPage", [{ dataset: BIG_DATASET, after: { position: PLACED - 2, id: last }, limit: 5 }])).outcome.value);
    expect(page.texts.map((t) => t.id)).toEqual(inOrder.slice(PLACED - 2, PLACED + 3));
    expect(page.next).toEqual({ position: null, id: inOrder[PLACED + 2] });
    const empty = DatasetTextsPageSchema.parse((await call("datasets.listTextsPage", [{ dataset: "no-such.csv" }])).outcome.value);
    expect(empty).toEqual({ texts: [], next: null });
    const { outcome } = await call("datasets.listTextsPage", [{ dataset: BIG_DATASET, limit: DATASET_TEXTS_PAGE_MAX + 1 }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("InvalidCallError");
  });
});
