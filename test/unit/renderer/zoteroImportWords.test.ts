import { describe, expect, it } from "vitest";
import type { ZoteroEntryResult } from "../../../src-main/contract/importResults.ts";
import { describeZoteroImport } from "../../../src-renderer/src/features/imports/zoteroImport.ts";

const ok = (entry: string, status: "imported" | "matched"): ZoteroEntryResult => ({ entry, status, matchedBy: "file", paperId: 1, file: null, fields: ["title"], error: null });

describe("the library's Zotero import notice", () => {
  it("counts the items and lists each one that failed with its reason", () => {
    const failed: ZoteroEntryResult = {
      entry: "gone_2020",
      status: "failed",
      matchedBy: null,
      paperId: null,
      file: null,
      fields: [],
      error: { name: "ZoteroPdfMissingError", message: "The PDF of “gone_2020” is not there: /x/gone.pdf (moved, or the export was made on another machine)." },
    };
    expect(describeZoteroImport("My Library.bib", [ok("a", "imported"), ok("b", "matched"), failed])).toEqual({
      summary: "My Library.bib: 3 Zotero items, 1 imported, 1 already in the library, 1 not imported. Their details now come from Zotero.",
      problems: ["The PDF of “gone_2020” is not there: /x/gone.pdf (moved, or the export was made on another machine)."],
    });
  });

  it("says nothing failed when nothing did", () => {
    expect(describeZoteroImport("x.json", [ok("a", "imported")])).toEqual({
      summary: "x.json: 1 Zotero item, 1 imported, 0 already in the library. Their details now come from Zotero.",
      problems: [],
    });
  });
});
