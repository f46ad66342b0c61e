// `distillate serve` over real HTTP on loopback: export.exportDataset names its target in the
// request body, so a page (or anything holding the token) chooses the path. A hostile target
// gets the CLI's refusals, in words, with nothing written; a symlink is written through.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toWireJson } from "../../../src-main/contract/wireJson.ts";
import { startServe } from "../../support/browser.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

const SOURCE = "Perovskite films were annealed at 150 °C for 10 min. Figure 2 shows the XRD pattern.";

describe("distillate serve: export to a path the request names", () => {
  it("refuses a named pipe, the library, a dangling link and a folder in words, and writes through a link to a file", async () => {
    const dir = tempDir();
    const data = path.join(dir, "data");
    const csv = path.join(dir, "published.csv");
    fs.writeFileSync(csv, `question,answer,passage\n"How long were the films annealed?","10 min.","${SOURCE}"\n`);
    expect(runCliProcess(["--data-dir", data, "import-qas", csv, "--source-field", "passage"]).code).toBe(0);
    const renderer = tempDir();
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const serve = await startServe(data, { DISTILLATE_RENDERER_DIR: renderer });
    const exportTo = async (out: string) => {
      const response = await fetch(`${serve.origin}/api/call/export.exportDataset`, {
        method: "POST",
        headers: { Authorization: `Bearer ${serve.token}`, "Content-Type": "application/json" },
        body: toWireJson([{ format: "jsonl", out }]),
      });
      return { status: response.status, body: JSON.parse(await response.text()) as { ok: boolean; error?: { name: string; message: string } } };
    };
    try {
      const pipe = path.join(dir, "qa.jsonl");
      execFileSync("mkfifo", [pipe]);
      const intoPipe = await exportTo(pipe);
      // 422, as for every file a call names that is refused: the caller's to fix.
      expect(intoPipe.status).toBe(422);
      expect(intoPipe.body.error).toEqual({ name: "ExportTargetNotAFileError", message: expect.stringContaining(`Not exporting to ${pipe}: it is a named pipe (FIFO)`) });
      expect(fs.lstatSync(pipe).isFIFO()).toBe(true);

      const library = path.join(data, "library.sqlite");
      const overLibrary = await exportTo(library);
      expect(overLibrary.status).toBe(422);
      expect(overLibrary.body.error?.name).toBe("ExportOverwritesLibraryError");
      // Through a link to it too: the link is followed, and what it leads to is the library.
      const libraryLink = path.join(dir, "backup.jsonl");
      fs.symlinkSync(library, libraryLink);
      expect((await exportTo(libraryLink)).body.error?.name).toBe("ExportOverwritesLibraryError");
      expect(fs.readFileSync(library).subarray(0, 15).toString("latin1")).toBe("SQLite format 3");

      const dangling = path.join(dir, "dangling.jsonl");
      fs.symlinkSync(path.join(dir, "nowhere", "qa.jsonl"), dangling);
      expect((await exportTo(dangling)).body.error?.name).toBe("ExportTargetBrokenLinkError");
      expect(fs.existsSync(path.join(dir, "nowhere"))).toBe(false);

      expect((await exportTo(renderer)).body.error?.name).toBe("ExportTargetIsFolderError");

      const real = path.join(dir, "week-49.jsonl");
      fs.writeFileSync(real, "old\n");
      const link = path.join(dir, "latest.jsonl");
      fs.symlinkSync(real, link);
      const through = await exportTo(link);
      expect(through.status, JSON.stringify(through.body)).toBe(200);
      expect(fs.lstatSync(link).isSymbolicLink()).toBe(true);
      expect(fs.readFileSync(real, "utf8")).toContain("How long were the films annealed?");
      // The library answers as before: nothing of it was touched.
      expect((await serve.call("library.dbInfo")) as object).toBeTruthy();
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});
