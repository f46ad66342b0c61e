import { describe, expect, it } from "vitest";
import type { ImportBatchReport, ImportFileReport } from "../../../src-main/contract/importReport.ts";
import { chunkUploads } from "../../../src-renderer/src/features/imports/chunkUploads.ts";
import { batchFilesDone, batchProgressWords, describeScanProgress, importsInProgress } from "../../../src-renderer/src/features/imports/importProgress.ts";
import { passwordPrompts, visibleBatches, wrongPassword } from "../../../src-renderer/src/features/imports/importStatus.ts";
import { describeTally, tallyBatch } from "../../../src-renderer/src/features/imports/importTally.ts";

const file = (index: number, name: string, status: ImportFileReport["status"], error: ImportFileReport["error"] = null): ImportFileReport => ({
  index,
  name,
  path: null,
  status,
  paperId: status === "imported" || status === "duplicate" ? 7 : null,
  pages: status === "imported" || status === "duplicate" ? 4 : null,
  error,
});
const batch = (id: string, state: ImportBatchReport["state"], files: ImportFileReport[], total: number | null = files.length): ImportBatchReport => ({
  id,
  label: `${files.length} files`,
  startedAt: "2026-01-01T00:00:00.000Z",
  state,
  total,
  files,
  error: null,
});
const locked = { name: "PasswordRequiredError", message: "secret.pdf is password-protected. Give its password to import it." };
const wrong = { name: "IncorrectPasswordError", message: "The password given for secret.pdf is not correct." };

describe("import status", () => {
  it("counts a file waiting for its password apart from the failures", () => {
    const b = batch("b", "finished", [file(0, "a.pdf", "imported"), file(1, "secret.pdf", "needs-password", locked), file(2, "scan.pdf", "failed", { name: "NoTextLayerError", message: "no text" })]);
    expect(describeTally(tallyBatch(b), b.state)).toBe("1 imported · 1 needs a password · 1 failed");
    expect(describeTally(tallyBatch(batch("r", "running", [file(0, "a.pdf", "imported"), file(1, "b.pdf", "reading")], 5)), "running")).toBe(
      "1 imported · 1 of 5 done",
    );
    expect(describeTally(tallyBatch(batch("f", "running", [], null)), "running")).toBe("looking for PDFs…");
    expect(describeTally(tallyBatch(batch("e", "finished", [])), "finished")).toBe("no PDF files found");
  });

  it("says when an upload stopped because the page that sent it went away", () => {
    const b = batch("u", "incomplete", [file(0, "a.pdf", "imported"), file(1, "b.pdf", "duplicate")], 30);
    expect(describeTally(tallyBatch(b), b.state)).toBe(
      "1 imported · 1 already in the library · stopped after 2 of 30 files: the page that sent them was closed or reloaded",
    );
  });

  it("says what a cancelled batch imported and what it did not read, files never sent included", () => {
    const b = batch("c", "cancelled", [file(0, "a.pdf", "imported"), file(1, "b.pdf", "imported"), file(2, "scan.pdf", "cancelled")], 5);
    expect(describeTally(tallyBatch(b), b.state)).toBe("Cancelled: 2 imported, 3 not read");
    // Folded with the other imports, the files it did not read are still said.
    expect(describeTally(tallyBatch(b), "finished")).toBe("2 imported · 3 not read (cancelled)");
  });

  it("lists the password prompts of every batch, newest first, and tells a wrong password from none", () => {
    const batches = [
      batch("new", "finished", [file(0, "secret.pdf", "needs-password", wrong)]),
      batch("old", "finished", [file(0, "a.pdf", "imported"), file(1, "other.pdf", "needs-password", locked)]),
    ];
    const prompts = passwordPrompts(batches);
    expect(prompts.map(({ batch: b, file: f }) => [b.id, f.index, f.name, wrongPassword(f)])).toEqual([
      ["new", 0, "secret.pdf", true],
      ["old", 1, "other.pdf", false],
    ]);
  });

  it("shows what this window is sending before the app reports it, and its parts as one running batch", () => {
    const sending = [
      { id: "drop", label: "2 files", names: ["a.pdf", "b.pdf"] },
      { id: "parts", label: "papers", names: ["c.pdf", "d.pdf", "e.pdf"] },
    ];
    const reported = batch("parts", "incomplete", [file(0, "c.pdf", "imported")], 3);
    const shown = visibleBatches({ batches: [reported, batch("done", "finished", [file(0, "x.pdf", "imported")])] }, sending);
    expect(shown.map((b) => [b.id, b.state, b.total])).toEqual([
      ["drop", "running", 2],
      ["parts", "running", 3],
      ["done", "finished", 1],
    ]);
    expect(shown[0]!.files.map((f) => [f.name, f.status])).toEqual([
      ["a.pdf", "queued"],
      ["b.pdf", "queued"],
    ]);
    // After a reload nothing is being sent from here: the same batch is seen as stopped.
    expect(visibleBatches({ batches: [reported] }, [])[0]!.state).toBe("incomplete");
  });

  it("sums the files of running imports for the activity line", () => {
    const batches = [
      batch("a", "running", [file(0, "a.pdf", "imported"), file(1, "b.pdf", "reading")], 4),
      batch("b", "running", [file(0, "c.pdf", "needs-password", locked)], 1),
      batch("c", "finished", [file(0, "d.pdf", "imported")]),
    ];
    expect(importsInProgress(batches)).toMatchObject({ files: 5, done: 2 });
  });
});

describe("the import bars while a scan is read by OCR", () => {
  it("move with the pages read, not only with whole files done", () => {
    const scan = { ...file(1, "scan.pdf", "reading"), progress: { done: 4, total: 12, ocrPages: 4, secondsLeft: 50 } };
    const running = batch("r", "running", [file(0, "a.pdf", "imported"), scan], 3);
    // One file done and a third of the scan's pages read: the batch's bar at 1⅓ of 3 files, not 1.
    expect(batchFilesDone(running)).toBeCloseTo(4 / 3, 6);
    const activity = importsInProgress([running]);
    // The sidebar's bar moves with the pages, and so its words say the pages too (not "1 of 3 files" under a bar at 44%).
    expect(activity).toEqual({ files: 3, done: 1, read: batchFilesDone(running), words: "1 of 3 files, and 4 of 12 pages of the scan being read" });
    // Two running batches are said together; a finished one is not counted.
    const other = batch("o", "running", [{ ...file(0, "big.pdf", "reading"), progress: { done: 1, total: 2, ocrPages: 1, secondsLeft: null } }], 1);
    expect(importsInProgress([running, other, batch("f", "finished", [file(0, "d.pdf", "imported")])]).words).toBe("1 of 4 files, and 5 of 14 pages of the 2 scans being read");
    // A file being read that is not a scan (no page progress) adds nothing until it is done.
    expect(batchFilesDone(batch("p", "running", [file(0, "a.pdf", "reading")], 1))).toBe(0);
  });

  it("say beside the bar what it counts: files, and the pages of the scans being read", () => {
    const scan = (index: number, done: number, total: number) => ({ ...file(index, `scan${index}.pdf`, "reading"), progress: { done, total, ocrPages: done, secondsLeft: null } });
    // Not "33%" beside "1 of 3 done": the words the bar rests on, both of them.
    expect(batchProgressWords(batch("r", "running", [file(0, "a.pdf", "imported"), scan(1, 4, 12)], 3))).toBe("1 of 3 files, and 4 of 12 pages of the scan being read");
    expect(batchProgressWords(batch("r", "running", [scan(0, 1, 1), scan(1, 0, 2)], 2))).toBe("0 of 2 files, and 1 of 3 pages of the 2 scans being read");
    expect(batchProgressWords(batch("r", "running", [file(0, "a.pdf", "imported"), file(1, "b.pdf", "reading")], 2))).toBe("1 of 2 files");
    expect(batchProgressWords(batch("r", "running", [file(0, "a.pdf", "reading")], 1))).toBe("0 of 1 file");
  });
});

describe("upload groups", () => {
  it("splits uploads by size and count, a too-big file alone", () => {
    expect(chunkUploads([10, 10, 10], 25, 10)).toEqual([[0, 1], [2]]);
    expect(chunkUploads([5, 100, 5], 50, 10)).toEqual([[0], [1], [2]]);
    expect(chunkUploads([1, 1, 1, 1, 1], 100, 2)).toEqual([[0, 1], [2, 3], [4]]);
    expect(chunkUploads([], 100, 2)).toEqual([]);
  });
});

describe("how far a scan's reading is, in its import row", () => {
  it("says how many pages are read, never a page 0 or the page being read as done", () => {
    // Before: "Reading scanned pages: page 0 of 12" and "page 4 of 12" with 4 read.
    expect(describeScanProgress({ done: 0, total: 12, ocrPages: 0, secondsLeft: null })).toBe("Reading scanned pages: 0 of 12 pages read");
    expect(describeScanProgress({ done: 4, total: 12, ocrPages: 4, secondsLeft: 50 })).toBe("Reading scanned pages: 4 of 12 pages read, about 50 s left");
    expect(describeScanProgress({ done: 2, total: 300, ocrPages: 2, secondsLeft: 1490 })).toBe("Reading scanned pages: 2 of 300 pages read, about 25 min left");
    expect(describeScanProgress({ done: 1, total: 1, ocrPages: 1, secondsLeft: 0 })).toBe("Reading scanned pages: 1 of 1 page read");
  });
});
