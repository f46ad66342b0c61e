import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { runExport } from "../../../src-main/core/export/runExport.ts";
import { textSink } from "../../../src-main/core/export/streamExport.ts";
import { seedLargeLibrary } from "../../support/largeLibrary.ts";
import { libraryEachTest } from "../../support/libraryEachTest.ts";
import { tempDir } from "../../support/tempDir.ts";

let db: LibraryDatabase;

libraryEachTest((opened) => {
  db = opened;
  seedLargeLibrary(db, 3_000);
});

const selection = { query: {}, reviewer: "" };

// Closing the app asks an export's thread to stop (ExportRunner sets a shared flag) so it ends by
// itself: the export must notice between records, not only once it has written everything.
describe("an export asked to stop", () => {
  it("stops while reading the library, before writing anything", async () => {
    const sink = textSink(1024 * 1024 * 1024);
    let asked = 0;
    const stopRequested = () => ++asked > 1_500;
    await expect(runExport(db, { format: "jsonl", selection, options: { keepDuplicates: true }, stopRequested }, { kind: "file", sink })).rejects.toThrow(expect.objectContaining({ name: "ExportStoppedError" }));
    expect(asked).toBe(1_501);
    expect(sink.text()).toBe("");
  });

  it("stops while writing a file, leaving the rest unwritten", async () => {
    const sink = textSink(1024 * 1024 * 1024);
    let asked = 0;
    // 3,000 checks while reading, then one per record written: stop after ten records.
    const stopRequested = () => ++asked > 3_010;
    await expect(runExport(db, { format: "jsonl", selection, options: { keepDuplicates: true }, stopRequested }, { kind: "file", sink })).rejects.toThrow(expect.objectContaining({ name: "ExportStoppedError" }));
    expect(sink.text().trim().split("\n")).toHaveLength(10);
  });

  it("stops a folder format before its next file, so no manifest marks it whole", async () => {
    const folder = path.join(tempDir(), "dataset");
    fs.mkdirSync(folder);
    let asked = 0;
    const stopRequested = () => ++asked > 3_000;
    await expect(runExport(db, { format: "huggingface", selection, options: { keepDuplicates: true }, stopRequested }, { kind: "folder", path: folder })).rejects.toThrow(expect.objectContaining({ name: "ExportStoppedError" }));
    expect(fs.readdirSync(folder)).toEqual([]);
  });

  it("finishes when never asked", async () => {
    const sink = textSink(1024 * 1024 * 1024);
    const done = await runExport(db, { format: "jsonl", selection, options: { keepDuplicates: true }, stopRequested: () => false }, { kind: "file", sink });
    expect(done.records).toBe(3_000);
    expect(sink.text().trim().split("\n")).toHaveLength(3_000);
  });
});
