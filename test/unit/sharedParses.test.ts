import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePdf } from "../../src-main/core/documents/parsePdf.ts";
import { writeVariedPaper } from "../support/generatedPdfs.ts";
import { parseSharedPaper } from "../support/sharedParses.ts";
import { tempDir } from "../support/tempDir.ts";

// The corpus files that read the same shared papers run in two worker processes at once; here two
// callers in one process stand for them, which meet the same folder claim and the same wait.

describe("a shared paper read by several test files", () => {
  it("is parsed once for callers that ask at the same time and after, each getting the reader's whole paper", async () => {
    const run = tempDir();
    const file = path.join(tempDir(), "varied.pdf");
    await writeVariedPaper(file, 3);
    let parses = 0;
    const countedParse: typeof parsePdf = async (bytes, options) => {
      parses++;
      return parsePdf(bytes, options);
    };
    const [first, second] = await Promise.all([parseSharedPaper(file, run, countedParse), parseSharedPaper(file, run, countedParse)]);
    const later = await parseSharedPaper(file, run, countedParse);
    expect(parses).toBe(1);
    const direct = await parsePdf(new Uint8Array(fs.readFileSync(file)), { file: "varied.pdf" });
    expect(direct.title).toBeTruthy();
    for (const paper of [first, second, later]) expect(paper).toEqual(direct);
    // Each caller has its own copy: one file's change reaches no other.
    first.title = "changed by one file";
    expect(second.title).toBe(direct.title);
    expect((await parseSharedPaper(file, run, countedParse)).title).toBe(direct.title);
  });

  it("gives every caller the reader's own refusal of a damaged file, keeping nothing", async () => {
    const run = tempDir();
    const file = path.join(tempDir(), "damaged.pdf");
    fs.writeFileSync(file, "%PDF-1.7\nnot a PDF after all");
    const names = await Promise.all([0, 1].map(() => parseSharedPaper(file, run).then(() => "none", (error: Error) => error.name)));
    const direct = await parsePdf(new Uint8Array(fs.readFileSync(file)), { file: "damaged.pdf" }).then(() => "none", (error: Error) => error.name);
    expect(direct).not.toBe("none");
    expect(names).toEqual([direct, direct]);
  });
});
