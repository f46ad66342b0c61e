import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { writeGeneratedPdfs, writeLongPdf } from "../../support/generatedPdfs.ts";
import { tempDir } from "../../support/tempDir.ts";

const CRASHING_WORKER = new URL("../../support/crashingParseWorker.ts", import.meta.url);
const CRASHING_HELPER = new URL("../../support/crashingHelperWorker.ts", import.meta.url);
const pools: ParserPool[] = [];
function pool(options: ConstructorParameters<typeof ParserPool>[0] = {}): ParserPool {
  const made = new ParserPool(options);
  pools.push(made);
  return made;
}
afterEach(async () => {
  await Promise.all(pools.splice(0).map((p) => p.dispose()));
});

const bytes = (file: string) => new Uint8Array(fs.readFileSync(file));

describe("parsing in worker threads", () => {
  it("returns the parsed paper, and the parser's errors arrive with their names and messages", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const parser = pool({ size: 2 });
    expect(parser.size).toBe(2);

    const [paper, locked, wrong, damaged, scanned] = await Promise.allSettled([
      parser.parse(bytes(pdfs.twoColumn), { file: pdfs.twoColumn }),
      parser.parse(bytes(pdfs.encrypted), { file: "encrypted.pdf" }),
      parser.parse(bytes(pdfs.encrypted), { file: "encrypted.pdf", password: "nope" }),
      parser.parse(bytes(pdfs.truncated), { file: "truncated.pdf" }),
      parser.parse(bytes(pdfs.textless), { file: "textless.pdf" }),
    ]);
    expect(paper).toMatchObject({ status: "fulfilled", value: { title: pdfs.truth.title, pageCount: pdfs.truth.pageCount } });
    const reason = (outcome: PromiseSettledResult<unknown>) => (outcome as PromiseRejectedResult).reason as Error;
    expect(reason(locked)).toMatchObject({ name: "PasswordRequiredError", message: expect.stringMatching(/^encrypted\.pdf is password-protected/) });
    expect(reason(wrong)).toMatchObject({ name: "IncorrectPasswordError", message: expect.stringContaining("encrypted.pdf") });
    expect(reason(damaged)).toMatchObject({ name: "DamagedPdfError", message: expect.stringContaining("truncated.pdf is damaged") });
    expect(reason(scanned)).toMatchObject({ name: "NoTextLayerError", message: expect.stringContaining("textless.pdf has no text layer") });
    expect(reason(scanned)).toBeInstanceOf(Error);
  });

  it("a paper given while a long one is read starts at once on the free worker, and both come out whole", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(dir);
    const long = path.join(dir, "long.pdf");
    await writeLongPdf(long, 80);
    const parser = pool({ size: 2 });
    // Both workers started and warm, as in a batch under way.
    await Promise.all([parser.parse(bytes(pdfs.twoColumn), { file: "a.pdf" }), parser.parse(bytes(pdfs.twoColumn), { file: "b.pdf" })]);

    let longPagesRead = 0;
    let shortAsked!: () => void;
    const started = new Promise<void>((resolve) => (shortAsked = resolve));
    const longRead = parser.parse(bytes(long), { file: long, onPage: (p) => ((longPagesRead = p.done), shortAsked()) });
    await started;
    let longPagesWhenShortBegan = -1;
    const short = await parser.parse(bytes(pdfs.twoColumn), {
      file: pdfs.twoColumn,
      onPage: () => void (longPagesWhenShortBegan < 0 && (longPagesWhenShortBegan = longPagesRead)),
    });
    // The second worker was free for it: it did not wait until the long paper's pages were all
    // taken, as it did while that worker helped read them (text pages shared cost more than they
    // save). Counted when the short paper's first page is read, not when it is back: how far the
    // long one gets while the short one is read depends on how a busy machine shares its cores.
    expect(longPagesWhenShortBegan, "pages of the long paper read when the short one began").toBeGreaterThanOrEqual(0);
    expect(longPagesWhenShortBegan, "pages of the long paper read when the short one began").toBeLessThan(60);
    expect(short).toMatchObject({ title: pdfs.truth.title, pageCount: pdfs.truth.pageCount });
    expect(await longRead).toMatchObject({ pageCount: 80 });
  });

  it("a long paper shared by both workers (as a scan is) comes out exactly as one worker reads it", async () => {
    const file = path.join(tempDir(), "long.pdf");
    await writeLongPdf(file, 24);
    const alone = await pool({ size: 1 }).parse(bytes(file), { file });
    const shared = pool({ size: 2, sharePagesFrom: 4 });
    const paper = await shared.parse(bytes(file), { file });
    // The second worker was started for this one file: it read pages from the back.
    expect((await shared.usage()).workers).toBe(2);
    expect(paper.pageCount).toBe(24);
    expect(paper).toEqual(alone);
  });

  it("a helper that dies costs nothing but time: the paper comes out whole, and the next one too", async () => {
    const file = path.join(tempDir(), "long.pdf");
    await writeLongPdf(file, 24);
    const alone = await pool({ size: 1 }).parse(bytes(file), { file });
    const parser = pool({ size: 2, sharePagesFrom: 4, workerUrl: CRASHING_HELPER });
    expect(await parser.parse(bytes(file), { file })).toEqual(alone);
    expect(await parser.parse(bytes(file), { file })).toEqual(alone);
  });

  it("a worker that runs out of memory or dies fails only its file, and a new worker takes over", async () => {
    const dir = tempDir();
    const pdfs = await writeGeneratedPdfs(dir);
    // One worker, so the files after each crash can only be parsed by its replacement.
    const parser = pool({ size: 1, maxHeapMb: 256, workerUrl: CRASHING_WORKER });
    const oom = path.join(dir, "oom.pdf");
    const exits = path.join(dir, "exit.pdf");

    const outcomes = await Promise.allSettled([
      parser.parse(bytes(pdfs.twoColumn), { file: pdfs.twoColumn }),
      parser.parse(bytes(pdfs.lineNumbered), { file: oom }),
      parser.parse(bytes(pdfs.lineNumbered), { file: pdfs.lineNumbered }),
      parser.parse(bytes(pdfs.lineNumbered), { file: exits }),
      parser.parse(bytes(pdfs.ownerOnly), { file: pdfs.ownerOnly }),
    ]);
    expect(outcomes.map((o) => o.status)).toEqual(["fulfilled", "rejected", "fulfilled", "rejected", "fulfilled"]);
    expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({
      name: "ParserCrashedError",
      message: expect.stringMatching(/oom\.pdf stopped the PDF reader \(.*memory/),
    });
    expect((outcomes[3] as PromiseRejectedResult).reason).toMatchObject({ name: "ParserCrashedError", message: expect.stringContaining("exited with code 3") });
    expect(outcomes[2]).toMatchObject({ value: { title: pdfs.lineNumberedTruth.title } });
  });

  it("dispose lets idle workers end by themselves, without waiting out the grace before terminating them", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const parser = pool({ size: 2 });
    await Promise.all([parser.parse(bytes(pdfs.twoColumn), { file: "a.pdf" }), parser.parse(bytes(pdfs.lineNumbered), { file: "b.pdf" })]);
    // The grace timer is fake and never fires, so dispose can only end by both workers closing
    // themselves. A worker that made no OCR engine never closed: every app or server close then
    // waited 5 s and terminated it, which can abort the process mid-load.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      await expect(parser.dispose()).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it("dispose and abort stop the work: pending parses reject", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const parser = pool({ size: 1 });
    const controller = new AbortController();
    const aborted = parser.parse(bytes(pdfs.twoColumn), { file: "a.pdf" }, controller.signal);
    const next = parser.parse(bytes(pdfs.lineNumbered), { file: "b.pdf" });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ name: "AbortError" });
    // The worker running the aborted file was stopped; the queued file still gets a worker.
    await expect(next).resolves.toMatchObject({ title: pdfs.lineNumberedTruth.title });

    const queued = Promise.allSettled([parser.parse(bytes(pdfs.twoColumn), { file: "c.pdf" }), parser.parse(bytes(pdfs.twoColumn), { file: "d.pdf" })]);
    await parser.dispose();
    for (const outcome of await queued) expect(outcome).toMatchObject({ status: "rejected", reason: { message: expect.stringMatching(/disposed/) } });
    await expect(parser.parse(bytes(pdfs.twoColumn), { file: "e.pdf" })).rejects.toThrow(/disposed/);
  });
});
