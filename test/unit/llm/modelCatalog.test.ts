import { describe, expect, it } from "vitest";
import { CatalogEntrySchema } from "../../../src-main/contract/modelCatalog.ts";
import { closeDatabase, openDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { CATALOG } from "../../../src-main/core/llm/models/catalog.ts";
import { createModelsService } from "../../../src-main/core/llm/models/createModelsService.ts";
import { estimateFitFromSize } from "../../../src-main/core/llm/models/estimateFit.ts";
import { tempDir } from "../../support/tempDir.ts";

const GiB = 1024 ** 3;

describe("the model catalog", () => {
  it("names one Q4_K_M GGUF file per model, in a repository/file form the downloader resolves without a lookup", () => {
    expect(new Set(CATALOG.map((e) => e.key)).size).toBe(CATALOG.length);
    for (const entry of CATALOG) {
      expect(entry.uri).toMatch(/^hf:[\w.-]+\/[\w.-]+-GGUF\/[\w.-]+\.gguf$/);
      expect(entry.uri.toLowerCase()).toContain(entry.quantization.toLowerCase());
      expect(entry.sizeBytes).toBeGreaterThan(1e9);
    }
  });

  it("lists every entry with a labelled size estimate of the fit when none is installed", async () => {
    const dataDir = tempDir();
    const db = openDatabase(`${dataDir}/library.sqlite`);
    const models = createModelsService({ db: () => db, dataDir });
    try {
      const entries = await models.catalog();
      expect(entries.map((e) => CatalogEntrySchema.parse(e).key)).toEqual(CATALOG.map((e) => e.key));
      for (const entry of entries) {
        expect(entry).toMatchObject({ installedModelId: null, fit: { method: "size-estimate", score: null } });
        expect(entry.fit.note).toMatch(/Estimated from the download size only/);
      }
    } finally {
      models.dispose();
      closeDatabase(db);
    }
  });
});

describe("fit from the download size", () => {
  const size = 4.68e9; // Qwen2.5 7B Instruct Q4_K_M

  it("fits with room to spare, is tight when it would take most of the free RAM, too large beyond all RAM", () => {
    expect(estimateFitFromSize(size, { ramTotal: 32 * GiB, ramFree: 24 * GiB, vramTotal: null, vramFree: null }).verdict).toBe("fits");
    expect(estimateFitFromSize(size, { ramTotal: 16 * GiB, ramFree: 5 * GiB, vramTotal: null, vramFree: null }).verdict).toBe("tight");
    expect(estimateFitFromSize(size, { ramTotal: 4 * GiB, ramFree: 3 * GiB, vramTotal: null, vramFree: null })).toMatchObject({ verdict: "too-large", ramNeeded: expect.any(Number) });
  });

  it("puts the model on a GPU with room for it", () => {
    const fit = estimateFitFromSize(size, { ramTotal: 8 * GiB, ramFree: 2 * GiB, vramTotal: 12 * GiB, vramFree: 10 * GiB });
    expect(fit).toMatchObject({ verdict: "fits", ramNeeded: 0, vramFree: 10 * GiB });
    expect(fit.vramNeeded).toBeGreaterThan(size);
  });
});
