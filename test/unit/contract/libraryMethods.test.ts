import { describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { methods } from "../../../src-main/contract/methods.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("the paper methods through the dispatcher every transport uses", () => {
  it("import, list and get return schema-valid data; a missing paper is a named error", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const core = createCore({ dataDir: tempDir() });
    try {
      const imported = await invokeService(core.services, "imports.importPapers", [[pdfs.lineNumbered, pdfs.empty], {}]);
      expect(imported.ok).toBe(true);
      const results = methods["imports.importPapers"].result.parse((imported as { value: unknown }).value);
      expect(results.map((r) => r.status)).toEqual(["imported", "failed"]);

      const listed = await invokeService(core.services, "library.listPapers", []);
      const papers = methods["library.listPapers"].result.parse((listed as { value: unknown }).value);
      expect(papers).toMatchObject([{ id: results[0]!.paperId, title: pdfs.lineNumberedTruth.title }]);

      const got = await invokeService(core.services, "library.getPaper", [results[0]!.paperId]);
      expect(methods["library.getPaper"].result.parse((got as { value: unknown }).value).title).toBe(pdfs.lineNumberedTruth.title);

      expect(await invokeService(core.services, "library.getPaper", [424242])).toMatchObject({ ok: false, error: { name: "PaperNotFoundError" } });
      expect(await invokeService(core.services, "imports.importPapers", [[]])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
      expect(await invokeService(core.services, "library.getPaper", ["1"])).toMatchObject({ ok: false, error: { name: "InvalidCallError" } });
    } finally {
      await core.closeAsync();
    }
  });
});
