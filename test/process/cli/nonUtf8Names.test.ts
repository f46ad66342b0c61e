// Linux allows any bytes in a file name. A PDF whose name is not UTF-8 (here "p", 0xff, 0xfe,
// ".pdf") imports from its folder, is shown with a readable name, and its stored path still opens
// the file: for the page view, and for a second import of the folder to find the duplicate.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ImportResultSchema } from "../../../src-main/contract/index.ts";
import { createCore } from "../../../src-main/core/createCore.ts";
import { writeGeneratedPdfs } from "../../support/generatedPdfs.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const jsonLines = (stdout: string) => stdout.trim().split("\n").map((line) => ImportResultSchema.parse(JSON.parse(line)));

describe.skipIf(process.platform !== "linux")("a PDF whose file name is not UTF-8", () => {
  it("imports from its folder, shows a readable name, and its stored path reopens the file", async () => {
    const pdfs = await writeGeneratedPdfs(tempDir());
    const folder = tempDir();
    const bytes = fs.readFileSync(pdfs.twoColumn);
    fs.writeFileSync(Buffer.concat([Buffer.from(`${folder}/`), Buffer.from([0x70, 0xff, 0xfe, 0x2e, 0x70, 0x64, 0x66])]), bytes);
    const dataDir = tempDir();

    const first = runCliProcess(["import", folder, "--json", "--data-dir", dataDir]);
    expect(first.stderr).toBe("");
    expect(first.code).toBe(0);
    const [imported] = jsonLines(first.stdout);
    expect(imported).toEqual({ file: path.join(folder, "p\uFFFD\uFFFD.pdf"), status: "imported", paperId: expect.any(Number), pages: pdfs.truth.pageCount, error: null });

    // The same folder again: the file is read through its stored bytes and found to be there already.
    const again = runCliProcess(["import", folder, "--json", "--data-dir", dataDir]);
    expect(again.code).toBe(0);
    expect(jsonLines(again.stdout)).toEqual([{ ...imported, status: "duplicate" }]);

    // What the paper view asks for: the PDF's bytes, from the path stored at import.
    const core = createCore({ dataDir });
    try {
      const served = await core.services.library.paperFile(imported!.paperId!);
      expect(Buffer.from(served).equals(bytes)).toBe(true);
      const [summary] = await core.services.library.listPapers();
      expect(summary!.title).toBe(pdfs.truth.title);
    } finally {
      await core.closeAsync();
    }
  });
});
