import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PaperDetailSchema } from "../../src-main/contract/paperDetail.ts";
import { createCore } from "../../src-main/core/createCore.ts";
import { listPassages } from "../../src-main/core/db/repositories/paperParts.ts";
import { SHARED_PAPERS, sharedAvailable } from "../support/sharedFixtures.ts";
import { tempDir } from "../support/tempDir.ts";
import { norm, type PaperTruth } from "./paperTruth.ts";

const available = sharedAvailable(SHARED_PAPERS);

describe.skipIf(!available)("importing the shared papers folder as a researcher would", () => {
  it("imports every readable paper in one batch, refuses the rest by name, and shows what it read", async () => {
    const truths: PaperTruth[] = JSON.parse(fs.readFileSync(path.join(SHARED_PAPERS, "truth.json"), "utf8"));
    const core = createCore({ dataDir: tempDir() });
    try {
      const results = await core.services.imports.importPapers([SHARED_PAPERS]);
      const byFile = new Map(results.map((r) => [path.basename(r.file), r]));
      expect(results).toHaveLength(truths.length);
      const expectedFailure: Record<string, string> = {
        "encrypted-user-password": "PasswordRequiredError",
        truncated: "DamagedPdfError",
      };
      for (const truth of truths) {
        const result = byFile.get(truth.file)!;
        const failure = truth.hard_case ? expectedFailure[truth.hard_case] : undefined;
        if (failure) {
          expect(result, truth.file).toMatchObject({ status: "failed", paperId: null, error: { name: failure } });
          continue;
        }
        if (truth.hard_case === "scanned-no-text") {
          // The typewritten thesis page is read by OCR (on by default) instead of refused.
          expect(result.status, truth.file).toBe("imported");
          const scanned = PaperDetailSchema.parse(await core.services.library.getPaper(result.paperId!));
          expect(scanned.ocr).toMatchObject({ pages: [1], failedPages: [] });
          const text = norm(scanned.sections.flatMap((s) => s.paragraphs.map((p) => p.text)).join(" "));
          const reference = (truth as { ocr_reference?: { first_words: string; last_words: string } }).ocr_reference!;
          // Its last paragraph is read word for word. (Its first line, set above a table of
          // parameters, is not kept yet: the title-page rules take the page's top for front matter.)
          expect(text).toContain(norm(reference.last_words));
          continue;
        }
        expect(result.status, truth.file).toBe("imported");
        const detail = PaperDetailSchema.parse(await core.services.library.getPaper(result.paperId!));
        expect(norm(detail.title ?? "")).toBe(norm(truth.title ?? ""));
        expect(detail.pages).toBe(truth.pages ?? detail.pages);
        expect(detail.sections.filter((s) => s.level === 1 || s.level === 0).length).toBeGreaterThan(0);
        expect(detail.references.length).toBeGreaterThan(0);
        // Every stored sentence offset selects a real, trimmed sentence of its paragraph.
        for (const passage of listPassages(core.db(), result.paperId!)) {
          for (const [start, end] of passage.sentences) {
            const sentence = passage.text.slice(start, end);
            expect(sentence.length).toBeGreaterThan(0);
            expect(sentence).toBe(sentence.trim());
          }
        }
      }
      // The encrypted paper opens with its password; importing the folder again finds duplicates.
      const encrypted = truths.find((t) => t.hard_case === "encrypted-user-password")!;
      const [unlocked] = await core.services.imports.importPapers([path.join(SHARED_PAPERS, encrypted.file)], { password: encrypted.password! });
      expect(unlocked!.status).toBe("imported");
      const again = await core.services.imports.importPapers([SHARED_PAPERS]);
      expect(again.filter((r) => r.status === "duplicate")).toHaveLength(results.filter((r) => r.status === "imported").length + 1);
    } finally {
      await core.closeAsync();
    }
  });
});
