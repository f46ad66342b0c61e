import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { invokeService } from "../../../src-main/contract/invokeService.ts";
import type { ZoteroEntryResult } from "../../../src-main/contract/importResults.ts";
import type { Core } from "../../../src-main/core/createCore.ts";
import { parseBibtex } from "../../../src-main/core/imports/zotero/parseBibtex.ts";
import { stringBomb, unclosedEntries, zoteroEntry } from "../../support/bibtexFiles.ts";
import { writeGeneratedPdfs, type GeneratedPdfSet } from "../../support/generatedPdfs.ts";
import { coreEachTest } from "../../support/coreEachTest.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

// Zotero exports over the reading limits, imported through the dispatcher into a real library:
// the item over a limit is refused with its key, the others import.

let pdfs: GeneratedPdfSet;
beforeAll(async () => {
  pdfs = await writeGeneratedPdfs(tempDirForSuite());
});

let core: Core;
let dataDir: string;
coreEachTest((opened, dir) => ((core = opened), (dataDir = dir)));

async function importZotero(file: string): Promise<ZoteroEntryResult[]> {
  const outcome = await invokeService(core.services, "imports.importZotero", [file]);
  if (!outcome.ok) throw Object.assign(new Error(outcome.error.message), { name: outcome.error.name });
  return outcome.value as ZoteroEntryResult[];
}

/** An export holding `middle` between an item whose PDF is on disk and a plain one; files/other.pdf is there for `middle` to name. */
function exportWith(middle: string): string {
  const dir = tempDir();
  fs.mkdirSync(path.join(dir, "files"));
  fs.copyFileSync(pdfs.twoColumn, path.join(dir, "files", "paper.pdf"));
  fs.copyFileSync(pdfs.lineNumbered, path.join(dir, "files", "other.pdf"));
  const bib = path.join(dir, "My Library.bib");
  const withPdf = `@article{first_2021,\n  title = {The First Item},\n  file = {Full Text PDF:files/paper.pdf:application/pdf},\n}\n`;
  fs.writeFileSync(bib, `${withPdf}\n${middle}\n${zoteroEntry(7)}`);
  return bib;
}

const titles = async () => (await core.services.library.listPapers()).map((p) => p.title);

describe("a Zotero export over the reading limits", () => {
  it("refuses an @string bomb (a few hundred bytes spelling a 100-million-character title) by its key, and imports the rest", async () => {
    // The bomb names a PDF on disk: read whole, its title would be stored with the paper.
    const results = await importZotero(exportWith(stringBomb(8, ", file = {Full Text PDF:files/other.pdf:application/pdf}")));
    expect(results.map((r) => [r.entry, r.status])).toEqual([
      ["first_2021", "imported"],
      ["bomb", "failed"],
      ["author_title_7", "failed"],
    ]);
    expect(results[1]!.error).toMatchObject({ name: "ZoteroEntryTooLargeError", message: expect.stringMatching(/^Zotero item bomb was not imported: .*longer than 100,000 characters/) });
    // The other failure is the one a missing PDF always gave.
    expect(results[2]!.error!.name).toBe("ZoteroPdfMissingError");
    expect(await titles()).toEqual(["The First Item"]);
    expect(fs.statSync(path.join(dataDir, "library.sqlite")).size).toBeLessThan(10 * 1024 * 1024);
  });

  it("refuses a field over 100,000 characters and an entry over 1,000,000, naming them", async () => {
    const long = `@article{long_abstract, title = {Fine}, abstract = {${"a".repeat(100_001)}}}`;
    const wide = `@article{many_fields, ${Array.from({ length: 11 }, (_, i) => `f${i} = {${"b".repeat(99_000)}}`).join(", ")}}`;
    const results = await importZotero(exportWith(`${long}\n${wide}`));
    expect(results.map((r) => [r.entry, r.status, r.error?.name])).toEqual([
      ["first_2021", "imported", undefined],
      ["long_abstract", "failed", "ZoteroEntryTooLargeError"],
      ["many_fields", "failed", "ZoteroEntryTooLargeError"],
      ["author_title_7", "failed", "ZoteroPdfMissingError"],
    ]);
    expect(results[1]!.error!.message).toContain('its field "abstract" is longer than 100,000 characters');
    expect(results[2]!.error!.message).toContain("its fields hold more than 1,000,000 characters together");
  });

  it("stops @string expansion at 16 million characters across the file: later users of an abbreviation are refused", () => {
    const uses = Array.from({ length: 200 }, (_, i) => `@article{use_${i}, title = big}`).join("\n");
    const { entries, refused } = parseBibtex(`@string{big = "${"x".repeat(99_000)}"}\n${uses}`);
    // 161 uses of 99,000 characters pass 16 million.
    expect(entries).toHaveLength(161);
    expect(refused).toHaveLength(39);
    expect(refused[0]).toMatchObject({ key: "use_161", reason: "@string abbreviations in this file expand to more than 16,000,000 characters" });
  });

  it("refuses a file over 64 MiB, and a FIFO, before reading them", async () => {
    const dir = tempDir();
    const huge = path.join(dir, "huge.bib");
    fs.writeFileSync(huge, zoteroEntry(1));
    fs.truncateSync(huge, 65 * 1024 * 1024);
    await expect(importZotero(huge)).rejects.toThrow(expect.objectContaining({ name: "ZoteroExportUnreadableError", message: expect.stringContaining("it is 65 MiB, and Distillate reads Zotero exports of up to 64 MiB") }));
    if (process.platform !== "win32") {
      const fifo = path.join(dir, "export.bib");
      expect(spawnSync("mkfifo", [fifo]).status).toBe(0);
      await expect(importZotero(fifo)).rejects.toThrow(expect.objectContaining({ name: "ZoteroExportUnreadableError", message: expect.stringContaining("not a regular file") }));
    }
    expect(await titles()).toEqual([]);
  });

  it("reads every good entry among entries that never close", () => {
    const text = [unclosedEntries(2_000), zoteroEntry(1), unclosedEntries(2_000), zoteroEntry(2), "@comment{never closed", zoteroEntry(3)].join("\n");
    expect(parseBibtex(text).entries.map((e) => e.key)).toEqual(["author_title_1", "author_title_2", "author_title_3"]);
    // An entry missing its last brace, paired by a stray one further on, hides none of those between.
    const stray = ["@article{cut, title = {Cut short}", zoteroEntry(4), zoteroEntry(5), "@misc{odd, note = {a brace too many}}}", zoteroEntry(6)].join("\n");
    expect(parseBibtex(stray).entries.map((e) => e.key)).toEqual(["author_title_4", "author_title_5", "odd", "author_title_6"]);
  });
});
