// A scan is read by two workers at once, the owner from the front and a helper from the back. When
// either dies mid-scan (the real worker, run out of memory as it starts OCR on its second page:
// test/support/crashingOcrWorker.ts), the pages OCR finished before the crash, in either worker,
// are not read again, and the paper's text is whole. Before round 18 the pages a helper had read
// were lost with it, and the owner read them again.
import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { OcrNotesSchema } from "../../../src-main/contract/readingNotes.ts";
import type { ParsedPaper } from "../../../src-main/core/documents/ParsedPaper.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { slipScan } from "../../support/slipScan.ts";
import { tempDir } from "../../support/tempDir.ts";

const CRASHING_OCR_WORKER = new URL("../../support/crashingOcrWorker.ts", import.meta.url);
/** Enough slips that the owner, reading from the front, is still at it when the helper has read one from the back. */
const PAGES = 12;
const SWITCHES = ["OCR_CRASH_ROLE", "OCR_CRASH_MARKER", "OCR_CRASH_LOG", "OCR_CRASH_EVENTS"];

describe("a scan read by two workers when one of them dies", () => {
  let folder: string;
  let pool: ParserPool | undefined;
  beforeEach(() => {
    folder = tempDir("distillate-ocr-helper-crash-");
    process.env["OCR_CRASH_MARKER"] = path.join(folder, "crashed");
    process.env["OCR_CRASH_LOG"] = path.join(folder, "ocr-pages.log");
    process.env["OCR_CRASH_EVENTS"] = path.join(folder, "events.log");
  });
  afterEach(async () => {
    await pool?.dispose();
    // The project's files share worker processes: the crash switches must not reach the next file's workers.
    for (const name of SWITCHES) delete process.env[name];
  });

  /** Reads the scan with a worker in `role` dying; returns the paper, the OCR events in order, and progress. */
  async function readWithCrash(role: "owner" | "helper"): Promise<{ paper: ParsedPaper; events: string[]; progress: number[] }> {
    process.env["OCR_CRASH_ROLE"] = role;
    // Set before the pool starts its workers: a worker takes the process's environment then.
    pool = new ParserPool({ size: 2, maxHeapMb: 384, workerUrl: CRASHING_OCR_WORKER });
    const progress: number[] = [];
    const paper = await pool.parse(slipScan(PAGES), { file: "slips.pdf", ocr: { languages: ["eng"] }, onPage: (p) => progress.push(p.done) });
    // It did die: the marker is written only at the crash.
    expect(fs.existsSync(path.join(folder, "crashed")), `a ${role} died`).toBe(true);
    return { paper, events: fs.readFileSync(path.join(folder, "events.log"), "utf8").trim().split("\n"), progress };
  }

  /** Pages OCR finished before the crash, and how often OCR started on each page over the whole read. */
  function beforeAndStarts(events: string[]): { finished: number[]; starts: Map<number, number> } {
    const crash = events.findIndex((line) => line.startsWith("crash "));
    const finished = events.slice(0, crash).flatMap((line) => (line.startsWith("done ") ? [Number(line.slice(5))] : []));
    const starts = new Map<number, number>();
    for (const line of events) if (line.startsWith("start ")) starts.set(Number(line.slice(6)), (starts.get(Number(line.slice(6))) ?? 0) + 1);
    return { finished, starts };
  }

  const words = (paper: ParsedPaper, n: number) => paper.ocrWords?.find((page) => page.page === n)?.words.map((w) => w.text).join(" ") ?? "";

  it("keeps the pages a dying helper had read: none is read again, and every page's text is there", async () => {
    const { paper, events, progress } = await readWithCrash("helper");
    const { finished, starts } = beforeAndStarts(events);
    // The helper reads from the back and died on its second page, so it had finished the last one.
    expect(finished).toContain(PAGES);
    for (const n of finished) expect(starts.get(n), `page ${n}, read before the crash`).toBe(1);
    const notes = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    // A helper's crash costs no page: the one it died on is read by the owner.
    expect(notes.pages).toEqual(Array.from({ length: PAGES }, (_, i) => i + 1));
    expect(notes.failedPages ?? []).toEqual([]);
    for (let n = 1; n <= PAGES; n++) expect(words(paper, n), `page ${n}`).toContain(`Slip ${n}`);
    expect(Math.max(...progress)).toBe(PAGES);
  });

  it("keeps the helper's pages and its own when the owner dies: the file goes on in a new worker", async () => {
    const { paper, events } = await readWithCrash("owner");
    const { finished, starts } = beforeAndStarts(events);
    const crashed = Number(events.find((line) => line.startsWith("crash "))!.slice(6));
    expect(finished).toContain(1);
    for (const n of finished) expect(starts.get(n), `page ${n}, read before the crash`).toBe(1);
    const notes = OcrNotesSchema.parse(paper.metadata?.["ocr"]);
    // The page the owner died on may be what killed it: it is not tried again, and says why.
    expect(notes.failedPages).toEqual([{ page: crashed, reason: expect.stringMatching(/^the OCR worker stopped while reading it \(/) }]);
    const others = Array.from({ length: PAGES }, (_, i) => i + 1).filter((n) => n !== crashed);
    expect(notes.pages).toEqual(others);
    for (const n of others) expect(words(paper, n), `page ${n}`).toContain(`Slip ${n}`);
  });
});
