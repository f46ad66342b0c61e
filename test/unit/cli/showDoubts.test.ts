import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { PaperDetailSchema } from "../../../src-main/contract/paperDetail.ts";
import { runCli } from "../../../src-main/server/cli/main.ts";
import { writeDoubtfulPdf } from "../../support/doubtfulPdf.ts";
import { tempDir, tempDirForSuite } from "../../support/tempDir.ts";

let file: string;
beforeAll(async () => {
  file = path.join(tempDirForSuite(), "doubtful.pdf");
  await writeDoubtfulPdf(file);
});

async function cli(dataDir: string, ...argv: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  let stdout = "";
  let stderr = "";
  const code = await runCli([...argv, "--data-dir", dataDir], { stdout: (t) => void (stdout += t), stderr: (t) => void (stderr += t), env: {} });
  return { code, stdout, stderr };
}

describe("distillate show, for a paper whose details are doubtful", () => {
  it("prints what to check and how each detail was found, and a correction settles its doubt", async () => {
    const dataDir = tempDir();
    expect((await cli(dataDir, "import", file)).code).toBe(0);
    const text = (await cli(dataDir, "show", "1")).stdout;
    expect(text).toMatch(/^To check {4}No sections found$/m);
    expect(text).toMatch(/^ {2}Title {5}largest text on page 1$/m);
    expect(text).toMatch(/^ {2}Sections {2}not found$/m);

    const json = PaperDetailSchema.parse(JSON.parse((await cli(dataDir, "show", "1", "--json")).stdout));
    expect(json.reading.doubts.map((d) => d.kind)).toContain("no-sections");

    // Sections cannot be corrected, so that doubt stays; a corrected title reads as corrected.
    const edited = await cli(dataDir, "papers", "edit", "1", "--title", "Water in porous solids");
    expect(edited.stdout).toContain("Still to check: No sections found");
    const after = (await cli(dataDir, "show", "1")).stdout;
    expect(after).toMatch(/^ {2}Title {5}corrected by you$/m);
    expect(after).toContain("No sections found");
  });
});
