import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { stringBomb, unclosedEntries, zoteroLibrary } from "../../support/bibtexFiles.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("distillate serve reading a large Zotero export", () => {
  it("answers other calls while the export is parsed, and refuses the bomb in it by its key", async () => {
    const dataDir = tempDir();
    const page = tempDir("distillate-page-");
    fs.writeFileSync(path.join(page, "index.html"), "<!doctype html><title>Distillate</title>");
    // 40 MB of entries that never close (the 252 KB of them once held every call for 11.5 s), then a library and a bomb.
    const bib = path.join(tempDir(), "Exported Items.bib");
    fs.writeFileSync(bib, `${unclosedEntries(40_000_000)}\n${zoteroLibrary(20)}\n${stringBomb()}`);
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: page });
    try {
      let importAnswered = false;
      const importing = serve.call("imports.importZotero", bib).finally(() => (importAnswered = true));
      let answeredMeanwhile = 0;
      while (!importAnswered) {
        await serve.call("library.dbInfo");
        if (!importAnswered) answeredMeanwhile++;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      const results = await importing;
      console.log(`${answeredMeanwhile} library.dbInfo calls answered while the ${(fs.statSync(bib).size / 1e6).toFixed(0)} MB export was read`);
      expect(answeredMeanwhile).toBeGreaterThanOrEqual(1);
      expect(results).toHaveLength(21);
      expect(results.at(-1)).toMatchObject({ entry: "bomb", status: "failed", error: { name: "ZoteroEntryTooLargeError" } });
      expect(results.slice(0, 20).every((r) => r.error?.name === "ZoteroPdfMissingError")).toBe(true);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});
