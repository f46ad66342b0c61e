import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { digitalReference, folderPapers } from "../../support/ocrBenchFolder.ts";
import { parsePdf } from "../../../src-main/core/documents/parsePdf.ts";
import { figureLabelOverTitle } from "../../support/figureLabelPdfs.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

const body = (paper: ParsedPaper) => paper.passages.filter((p) => p.kind === "paragraph" || p.kind === "abstract").map((p) => p.text).join(" ");

// bench:ocr's OCR_BENCH_DIR reads a folder of PDFs nobody vetted: the held-out figures must say
// which files were measured, and a file that cannot be read born-digital is named with why and
// left out, never silently dropped nor allowed to stop the run.
describe("bench:ocr on a folder of PDFs without a shared truth", () => {
  it("keeps the readable papers with their born-digital title and abstract, and names every other file with why", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(dir);
    fs.writeFileSync(path.join(dir, "notes.txt"), "not a paper");
    fs.mkdirSync(path.join(dir, "folder.pdf"));

    const { papers, skipped } = await folderPapers(dir, 2, body);

    expect(papers.map((p) => p.file)).toEqual(["line-numbered.pdf", "owner-only.pdf", "two-column.pdf"]);
    const article = papers.find((p) => p.file === "two-column.pdf")!;
    expect(article.title).toBe(pdfs.truth.title);
    expect(pdfs.truth.abstract.replace(/\s+/g, " ").startsWith(article.abstract_start!)).toBe(true);
    expect(article.abstract_start!.split(" ")).toHaveLength(8);
    expect(papers.find((p) => p.file === "line-numbered.pdf")!.title).toBe(pdfs.lineNumberedTruth.title);

    expect(skipped.map((s) => s.file)).toEqual(["empty.pdf", "encrypted.pdf", "not-a-pdf.pdf", "textless.pdf", "truncated.pdf"]);
    const reason = (file: string) => skipped.find((s) => s.file === file)!.reason;
    expect(reason("encrypted.pdf")).toMatch(/password/i);
    expect(reason("textless.pdf")).toMatch(/NoTextLayer/);
    for (const s of skipped) expect(s.reason.length).toBeGreaterThan(10);
  });

  // The scans' reference is the import's reading: read without the import's figure pass, a
  // diagram's label set larger than the title was the reference's title, and a scan read right
  // was counted as a title missed.
  it("takes the title the import reads, not a diagram's larger label above it", async () => {
    const paper = await figureLabelOverTitle("drawn");
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, "teaser.pdf"), paper.bytes);

    const { papers } = await folderPapers(dir, 2, body);
    expect(papers.map((p) => p.title)).toEqual([paper.title]);
    const reference = await digitalReference(paper.bytes.slice(), 1, "teaser.pdf");
    const imported = await parsePdf(paper.bytes.slice(), { file: "teaser.pdf" });
    expect(reference.title).toBe(imported.title);
    expect(reference.title).toBe(paper.title);
  });

  it("refuses a folder that is not there, by its name", async () => {
    const missing = path.join(tempDir(), "absent");
    await expect(folderPapers(missing, 2, body)).rejects.toThrow(/OCR_BENCH_DIR .*absent is not a folder/);
  });
});
