import fs from "node:fs";
import path from "node:path";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AppEvent } from "../../../src-main/contract/events.ts";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import { methods, type MethodName, type MethodResult } from "../../../src-main/contract/methods.ts";
import type { UploadedFile } from "../../../src-main/contract/importResults.ts";
import { createCore, type Core } from "../../../src-main/core/createCore.ts";
import { ImportReports, KEPT_BATCHES } from "../../../src-main/core/imports/ImportReports.ts";
import type { ImportFileRecord } from "../../../src-main/core/imports/importFileRecords.ts";
import { UPLOADS_FOLDER } from "../../../src-main/core/imports/storeUploads.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// The import report lives in the core, so a window that reloads (a new client of the same
// core) still sees what its imports did and which files wait for a password. Every call here
// goes through the dispatcher the HTTP server and the Electron bridge use, as a window's would.

let pdfs: GeneratedPdfSet;
let core: Core | undefined;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
});
afterEach(async () => {
  await core?.closeAsync();
  core = undefined;
});

function open(): { core: Core; events: AppEvent[]; call: <M extends MethodName>(method: M, ...args: unknown[]) => Promise<MethodResult<M>> } {
  const opened = createCore({ dataDir: tempDir() });
  core = opened;
  const events: AppEvent[] = [];
  opened.events.subscribe((event) => events.push(event));
  const call = async <M extends MethodName>(method: M, ...args: unknown[]): Promise<MethodResult<M>> => {
    const outcome = await invokeService(opened.services, method, args);
    if (!outcome.ok) throw Object.assign(new Error(outcome.error.message), { name: outcome.error.name });
    return methods[method].result.parse(outcome.value) as MethodResult<M>;
  };
  return { core: opened, events, call };
}

const upload = (file: string, name = path.basename(file)): UploadedFile => ({ name, data: new Uint8Array(fs.readFileSync(file)) });
const uploadsIn = (c: Core) => fs.readdirSync(path.join(c.dataDir, UPLOADS_FOLDER)).filter((f) => !f.startsWith("."));

describe("the import report", () => {
  it("keeps each file's outcome for a client that comes later, with 'needs password' apart from failures", async () => {
    const { call } = open();
    await call("imports.upload", [upload(pdfs.encrypted), upload(pdfs.notPdf), upload(pdfs.twoColumn, "my paper.pdf")], { batchId: "b1" });

    // A reloaded window asks afresh and gets the whole batch back.
    const report = await call("imports.importReport");
    expect(report.batches).toHaveLength(1);
    const [batch] = report.batches;
    expect(batch).toMatchObject({ id: "b1", label: "3 files", state: "finished", total: 3, error: null });
    expect(batch!.files.map((f) => [f.index, f.name, f.path, f.status])).toEqual([
      [0, "encrypted.pdf", null, "needs-password"],
      [1, "not-a-pdf.pdf", null, "failed"],
      [2, "my paper.pdf", null, "imported"],
    ]);
    expect(batch!.files[0]!.error).toMatchObject({ name: "PasswordRequiredError", message: "encrypted.pdf is password-protected. Give its password to import it." });
    // No CLI advice and no machine path in what the app shows.
    for (const file of batch!.files) expect(file.error?.message ?? "").not.toMatch(/--|distillate|uploads/);
  });

  it("unlocks an uploaded file later with its password, from the copy it kept, without sending it again", async () => {
    const { core: c, call, events } = open();
    await call("imports.upload", [upload(pdfs.encrypted)], { batchId: "locked" });
    // The copy waits in the data folder; a failed non-PDF would have been deleted.
    expect(uploadsIn(c)).toEqual(["encrypted.pdf"]);

    const wrong = await call("imports.unlockImport", "locked", 0, "not the password");
    expect(wrong).toMatchObject({ status: "needs-password", error: { name: "IncorrectPasswordError" } });
    expect(wrong.error!.message).toBe("The password given for encrypted.pdf is not correct.");

    events.length = 0;
    const unlocked = await call("imports.unlockImport", "locked", 0, pdfs.encryptedPassword);
    expect(unlocked).toMatchObject({ status: "imported", error: null, pages: pdfs.truth.pageCount });
    const papers = await call("library.listPapers");
    expect(papers.map((p) => p.id)).toEqual([unlocked.paperId]);
    // The paper's pages come from the kept copy, which now belongs to it.
    expect((await call("library.paperFile", unlocked.paperId!)).byteLength).toBe(fs.statSync(pdfs.encrypted).size);
    expect(events.map((e) => e.type)).toContain("imports.changed");
    expect(events).toContainEqual({ type: "library.changed", paperIds: [unlocked.paperId] });
    // The report says so to every window, and a second unlock (another window) changes nothing.
    expect((await call("imports.importReport")).batches[0]!.files[0]).toMatchObject({ status: "imported", paperId: unlocked.paperId });
    expect(await call("imports.unlockImport", "locked", 0, "anything")).toEqual(unlocked);
  });

  it("says plainly when the file waiting for its password was removed meanwhile", async () => {
    const { core: c, call } = open();
    const folder = tempDir();
    const mine = path.join(folder, "locked paper.pdf");
    fs.copyFileSync(pdfs.encrypted, mine);
    await call("imports.importPapers", [mine], { batchId: "from-disk" });
    expect((await call("imports.importReport")).batches[0]!.files[0]).toMatchObject({ name: "locked paper.pdf", path: mine, status: "needs-password" });

    fs.rmSync(mine);
    const gone = await call("imports.unlockImport", "from-disk", 0, pdfs.encryptedPassword);
    expect(gone).toMatchObject({ status: "failed", error: { name: "UnreadableFileError" } });
    expect(gone.error!.message).toBe(`Cannot read ${mine}: no such file or folder.`);

    // An upload whose kept copy was deleted from the data folder says that, by the file's own name.
    await call("imports.upload", [upload(pdfs.encrypted, "report.pdf")], { batchId: "uploaded" });
    fs.rmSync(path.join(c.dataDir, UPLOADS_FOLDER, "report.pdf"));
    const lost = await call("imports.unlockImport", "uploaded", 0, pdfs.encryptedPassword);
    expect(lost).toMatchObject({ status: "failed", error: { name: "UnreadableFileError" } });
    expect(lost.error!.message).toMatch(/^Cannot read report\.pdf: the copy kept for its password is no longer in the data folder; import the file again\.$/);
    expect(await call("library.listPapers")).toEqual([]);
  });

  it("clears finished batches with their prompts and kept copies; an unlock after that is a named error", async () => {
    const { core: c, call } = open();
    await call("imports.upload", [upload(pdfs.encrypted)], { batchId: "old" });
    expect(uploadsIn(c)).toEqual(["encrypted.pdf"]);
    expect(await call("imports.clearImports")).toEqual({ batches: [] });
    expect(uploadsIn(c)).toEqual([]);
    await expect(call("imports.unlockImport", "old", 0, pdfs.encryptedPassword)).rejects.toMatchObject({
      name: "ImportEntryNotFoundError",
      message: expect.stringMatching(/no longer in the list of recent imports.*Import it again/),
    });
  });

  it("keeps an upload sent in parts as one batch, numbered across the parts, and notices when the parts stop coming", async () => {
    const { call, events } = open();
    const options = { batchId: "parts", label: "papers", expectedFiles: 3 };
    await call("imports.upload", [upload(pdfs.twoColumn)], options);
    // Between parts (or after the page that sent them reloaded) no call of the batch is running.
    expect((await call("imports.importReport")).batches[0]).toMatchObject({ label: "papers", state: "incomplete", total: 3 });
    await call("imports.upload", [upload(pdfs.lineNumbered), upload(pdfs.empty)], options);
    const [batch] = (await call("imports.importReport")).batches;
    expect(batch).toMatchObject({ state: "finished", total: 3 });
    expect(batch!.files.map((f) => [f.index, f.name, f.status])).toEqual([
      [0, "two-column.pdf", "imported"],
      [1, "line-numbered.pdf", "imported"],
      [2, "empty.pdf", "failed"],
    ]);
    // The events number files in the whole batch too, so any window can follow it.
    const finished = events.flatMap((e) => (e.type === "import.progress" && e.event.type === "finished" ? [[e.batchId, e.event.index, e.event.total]] : []));
    expect(finished.sort()).toEqual([
      ["parts", 0, 3],
      ["parts", 1, 3],
      ["parts", 2, 3],
    ]);
  });

  it("cancels an upload between its parts: the part stored stays, later parts are refused, nothing of them is kept", async () => {
    const { core: c, call } = open();
    const options = { batchId: "halted", label: "papers", expectedFiles: 3 };
    await call("imports.upload", [upload(pdfs.twoColumn)], options);
    expect(await call("imports.cancelImport", "halted")).toBe("cancelling");
    await expect(call("imports.upload", [upload(pdfs.lineNumbered), upload(pdfs.empty)], options)).rejects.toThrow(/cancelled/);
    const [batch] = (await call("imports.importReport")).batches;
    expect(batch).toMatchObject({ state: "cancelled", total: 3, error: null });
    expect(batch!.files.map((f) => [f.name, f.status])).toEqual([["two-column.pdf", "imported"]]);
    expect(await call("library.listPapers")).toHaveLength(1);
    // Only the stored paper's copy is in the data folder: the refused part was never written.
    expect(uploadsIn(c)).toHaveLength(1);
    expect(await call("imports.cancelImport", "halted")).toBe("over");
    expect(await call("imports.cancelImport", "never-started")).toBe("unknown");
  });

  it("leaves the CLI's import alone (no batch id, no report) and deletes kept copies when the app closes", async () => {
    const { core: c, call } = open();
    await call("imports.importPapers", [pdfs.twoColumn]);
    expect((await call("imports.importReport")).batches).toEqual([]);
    await call("imports.upload", [upload(pdfs.encrypted)], { batchId: "pending" });
    expect(uploadsIn(c)).toEqual(["encrypted.pdf"]);
    c.close();
    core = undefined;
    expect(uploadsIn(c)).toEqual([]);
  });
});

describe("the report's memory", () => {
  it("keeps the newest batches, never forgets a running one, and says which files it forgot", () => {
    const forgotten: ImportFileRecord[] = [];
    const reports = new ImportReports((record) => forgotten.push(record));
    // The oldest batch is still running (its call has not answered): it must survive.
    reports.begin("running", { uploads: [{ name: "slow.pdf", file: "/data/uploads/slow.pdf" }] });
    for (let i = 0; i < KEPT_BATCHES + 2; i++) {
      const id = `batch-${i}`;
      reports.begin(id, { uploads: [{ name: `${i}.pdf`, file: `/data/uploads/${i}.pdf` }] });
      reports.end(id, 0, [{ file: `/data/uploads/${i}.pdf`, status: "imported", paperId: i + 1, pages: 1, error: null }]);
    }
    const ids = reports.report().batches.map((b) => b.id);
    expect(ids).toHaveLength(KEPT_BATCHES);
    expect(ids[0]).toBe(`batch-${KEPT_BATCHES + 1}`);
    expect(ids).toContain("running");
    expect(forgotten.map((r) => r.name)).toEqual(["0.pdf", "1.pdf", "2.pdf"]);
  });
});
