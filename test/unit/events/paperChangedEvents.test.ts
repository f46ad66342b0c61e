import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { concernsPaper, type AppEvent, type LibraryChangedEvent } from "../../../src-main/contract/events.ts";
import type { ImportsService, LibraryService } from "../../../src-main/contract/services.ts";
import { ParserPool } from "../../../src-main/core/documents/pool/ParserPool.ts";
import { newPdfKitDocument, pdfKitBytes } from "../../support/pdfkit.ts";
import { libraryServicesEachTest } from "../../support/libraryServicesEachTest.ts";
import { writeTablePaper } from "../../support/tablePaper.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

// A paper open in the paper view refetches itself and all its tables on each "library.changed"
// that may concern it (usePaper, usePaperTables through usePaperChanged, whose rule is
// `concernsPaper`). Measured here over the real services and parser: importing papers while one
// is open used to refetch the open paper once per stored paper; now the events name the papers
// they concern, and only the changes of the open paper itself (or of papers unknown: another
// process's writes, watchOtherProcesses.test.ts) refetch it.

const OTHERS = 6;

let pool: ParserPool;
let tablePaper: string;
let others: string[];
beforeAll(async () => {
  const dir = tempDirForSuite("distillate-paper-changed-");
  pool = new ParserPool();
  tablePaper = path.join(dir, "tables.pdf");
  await writeTablePaper(tablePaper);
  others = await Promise.all(Array.from({ length: OTHERS }, (_, i) => writeShortPaper(path.join(dir, `other-${i + 1}.pdf`), i + 1)));
}, 300_000);
afterAll(() => pool.dispose());

let events: AppEvent[];
let library: LibraryService;
let imports: ImportsService;
libraryServicesEachTest(
  () => pool,
  (opened) => ({ events, library, imports } = opened),
);

const changes = () => events.filter((e): e is LibraryChangedEvent => e.type === "library.changed");
/** How often the open paper's view refetches for the events so far. */
const refetchesOf = (paperId: number) => changes().filter((e) => concernsPaper(e, paperId)).length;

describe("the changes an open paper refetches for", () => {
  it("importing other papers while one is open refetches it not once, though the lists hear of every paper", async () => {
    const [open] = await imports.importPapers([tablePaper]);
    const openId = open!.paperId!;
    events.length = 0;

    const results = await imports.importPapers(others, { batchId: "while-open" });
    expect(results.map((r) => r.status)).toEqual(others.map(() => "imported"));
    // Each stored paper is announced as it is stored, and the batch once more at its end.
    expect(changes()).toHaveLength(OTHERS + 1);
    console.info(`library.changed during an import of ${OTHERS} papers: ${changes().length}; refetches of the open paper: ${refetchesOf(openId)} (every one before the events named their papers)`);
    expect(refetchesOf(openId)).toBe(0);
    // Every imported paper is named, so a view of any of them does refetch.
    for (const result of results) expect(refetchesOf(result.paperId!)).toBeGreaterThan(0);
  }, 300_000);

  it("reading the open paper's tables again, editing or removing it refetches it; the same done to another paper does not", async () => {
    const [open, other] = await imports.importPapers([tablePaper, others[0]!]);
    const openId = open!.paperId!;
    const otherId = other!.paperId!;
    events.length = 0;

    await library.readTables(otherId);
    await library.editPaper(otherId, { changes: { title: "Another title" } });
    await library.removePaper(otherId);
    expect(changes()).toHaveLength(3);
    expect(refetchesOf(openId)).toBe(0);

    await library.readTables(openId);
    expect(refetchesOf(openId)).toBe(1);
    await library.editPaper(openId, { changes: { title: "A better title" } });
    expect(refetchesOf(openId)).toBe(2);
  }, 300_000);
});

/** A one-page paper of its own words, so each imports as a paper of its own. */
async function writeShortPaper(file: string, n: number): Promise<string> {
  const doc = newPdfKitDocument({ size: [612, 792], margin: 72, autoFirstPage: true, pdfVersion: "1.4", info: { Title: `Short paper ${n}`, CreationDate: new Date(0) } });
  const bytes = pdfKitBytes(doc);
  doc.font("Times-Bold").fontSize(18).text(`A short note number ${n} on measuring things`, 72, 90, { width: 468 });
  doc.font("Times-Roman").fontSize(11).text(`This note ${n} says a few sentences about nothing in particular. `.repeat(12), 72, 140, { width: 468 });
  doc.end();
  fs.writeFileSync(file, await bytes);
  return file;
}
