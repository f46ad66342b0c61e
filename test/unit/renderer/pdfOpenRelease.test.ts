// The paper view's pdf.js opens (openLoadingTask), with real pdf.js on a generated protected
// paper: an open that fails (no password, a wrong one) or that is abandoned (the reader leaves
// the paper while it opens) is destroyed, so the pdf.js worker does not keep one copy of the file
// for every try; the worker every paper shares still opens the next one.
import fs from "node:fs";
import { getDocument, PDFWorker } from "pdfjs-dist/legacy/build/pdf.mjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openLoadingTask } from "../../../src-renderer/src/features/paper/openLoadingTask.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

describe("the paper view's PDF opens", () => {
  let pdfs: GeneratedPdfSet;
  // One worker for every open, as the paper view has: destroying a task must not take it down.
  const worker = new PDFWorker();
  const open = (file: string, password?: string) => getDocument({ data: new Uint8Array(fs.readFileSync(file)), password, worker });

  beforeAll(async () => {
    pdfs = await writeGeneratedPdfs(tempDirForSuite());
  });
  afterAll(() => worker.destroy());

  it("frees a protected paper's open that fails for want of its password, or with a wrong one, and opens it with the right one", async () => {
    for (const password of [undefined, "wrong"]) {
      const task = open(pdfs.encrypted, password);
      await expect(openLoadingTask(task)).rejects.toMatchObject({ name: "PasswordException" });
      expect(task.destroyed).toBe(true);
    }
    const task = open(pdfs.encrypted, pdfs.encryptedPassword);
    const opened = await openLoadingTask(task);
    expect(opened.document.numPages).toBeGreaterThan(0);
    expect(task.destroyed).toBe(false);
    await opened.close();
    expect(task.destroyed).toBe(true);
  });

  it("frees an open the reader abandons before it is done, and says it was abandoned", async () => {
    const task = open(pdfs.twoColumn);
    const abandon = new AbortController();
    const opening = openLoadingTask(task, abandon.signal);
    abandon.abort(new Error("the paper was left"));
    await expect(opening).rejects.toThrow("the paper was left");
    expect(task.destroyed).toBe(true);
    // An open abandoned before it starts is freed too.
    const early = open(pdfs.twoColumn);
    await expect(openLoadingTask(early, AbortSignal.abort(new Error("left")))).rejects.toThrow("left");
    expect(early.destroyed).toBe(true);
  });
});
