import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allDatasets, DATASETS_PAGE_MAX, DatasetsPageSchema } from "../../../src-main/contract/datasetListPages.ts";
import { buildManyDatasetsLibrary, datasetNameOf } from "../../support/manyDatasetsLibrary.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";
import { serveLibrary, type LibraryOverHttp } from "../../support/libraryOverHttp.ts";

// A library of 6,000 imported datasets, more than one answer may list (5,000), over the server's
// real loopback HTTP on a real SQLite file: the whole list in one answer is refused in words, and
// the pages answer every dataset once, in the list's order, each page bounded.

const DATASETS = 6000;

let served: LibraryOverHttp;

const call = (method: string, args: unknown[]) => served.call(method, args);

beforeAll(async () => {
  const work = tempDirForSuite("distillate-datasets-paging-");
  await buildManyDatasetsLibrary(path.join(work, "data"), DATASETS);
  served = await serveLibrary(work, path.join(work, "data"));
}, 300_000);

afterAll(() => served?.close());

describe("a library with more imported datasets than one answer lists, over HTTP", () => {
  it("refuses the whole list in one answer, in words", async () => {
    const { text, outcome } = await call("datasets.listDatasets", []);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("DatasetsTooManyError");
    expect(outcome.error!.message).toBe("The library has more than 5,000 imported datasets, more than one answer may list: they are read a page at a time instead.");
    expect(text.length).toBeLessThan(1000);
  });

  it("answers every dataset once, a bounded page at a time, newest first then by name", async () => {
    let pages = 0;
    const datasets = await allDatasets(async (after) => {
      const { text, outcome } = await call("datasets.listDatasetsPage", [{ after, limit: DATASETS_PAGE_MAX }]);
      expect(outcome.ok).toBe(true);
      expect(Buffer.byteLength(text)).toBeLessThan(512 * 1024);
      pages++;
      return DatasetsPageSchema.parse(outcome.value);
    });
    expect(pages).toBe(DATASETS / DATASETS_PAGE_MAX);
    expect(new Set(datasets.map((d) => d.name)).size).toBe(DATASETS);
    const order = [...datasets].sort((a, b) => (a.importedAt === b.importedAt ? (a.name < b.name ? -1 : 1) : a.importedAt > b.importedAt ? -1 : 1));
    expect(datasets.map((d) => d.name)).toEqual(order.map((d) => d.name));
    expect(datasets.every((d) => d.texts === 1 && d.qas === 0)).toBe(true);
    expect(datasets.map((d) => d.name).sort()).toEqual(Array.from({ length: DATASETS }, (_, i) => datasetNameOf(i)));
  });

  it("answers the default page of 200 and refuses a page larger than the bound", async () => {
    const page = DatasetsPageSchema.parse((await call("datasets.listDatasetsPage", [])).outcome.value);
    expect(page.datasets).toHaveLength(200);
    expect(page.next).toEqual({ importedAt: page.datasets[199]!.importedAt, name: page.datasets[199]!.name });
    const { outcome } = await call("datasets.listDatasetsPage", [{ limit: DATASETS_PAGE_MAX + 1 }]);
    expect(outcome.ok).toBe(false);
    expect(outcome.error!.name).toBe("InvalidCallError");
  });
});
