// `distillate serve` over real HTTP on loopback: qaImport.importQas names its dataset (and its
// source text) in the request body. A file refused for what it is (a named pipe, a loop of links,
// larger than an import reads) is the caller's to fix, answered 422 with the refusal in words, as
// a refused PDF, model or export target is; nothing is stored, and the next import goes on.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { toWireJson } from "../../../src-main/contract/wireJson.ts";
import { startServe } from "../../support/browser.ts";
import { tempDir } from "../../support/tempDir.ts";

const SOURCE = "Perovskite films were annealed at 150 °C for 10 min. Figure 2 shows the XRD pattern.";

describe("distillate serve: a QA dataset the request names", () => {
  it("refuses a named pipe, a loop of links, a file past the limit and a pipe as source text with 422 in words; stores nothing; imports the next file", async () => {
    const dir = tempDir();
    const renderer = tempDir();
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const serve = await startServe(path.join(dir, "data"), { DISTILLATE_RENDERER_DIR: renderer });
    const importQas = async (request: Record<string, unknown>) => {
      const response = await fetch(`${serve.origin}/api/call/qaImport.importQas`, {
        method: "POST",
        headers: { Authorization: `Bearer ${serve.token}`, "Content-Type": "application/json" },
        body: toWireJson([request]),
      });
      return { status: response.status, body: JSON.parse(await response.text()) as { ok: boolean; error?: { name: string; message: string } } };
    };
    try {
      const pipe = path.join(dir, "qas.jsonl");
      execFileSync("mkfifo", [pipe]);
      const fromPipe = await importQas({ file: pipe });
      expect(fromPipe.status).toBe(422);
      expect(fromPipe.body.error).toEqual({ name: "QaFileUnreadableError", message: "qas.jsonl cannot be imported: it is a named pipe (FIFO), not a regular file. Nothing was stored." });

      const loop = path.join(dir, "loop.csv");
      fs.symlinkSync("loop.csv", loop);
      const fromLoop = await importQas({ file: loop });
      expect(fromLoop.status).toBe(422);
      expect(fromLoop.body.error?.message).toBe("loop.csv cannot be imported: it is a symbolic link that goes round a loop of links, so it leads to no file. Nothing was stored.");

      // Sparse: 600 MB on paper, nothing on disk.
      const huge = path.join(dir, "huge.jsonl");
      fs.closeSync(fs.openSync(huge, "w"));
      fs.truncateSync(huge, 600 * 1024 * 1024);
      const fromHuge = await importQas({ file: huge });
      expect(fromHuge.status).toBe(422);
      expect(fromHuge.body.error?.message).toMatch(/^huge\.jsonl cannot be imported: it is 600 MB, more than the \d+ MB an import reads\. Nothing was stored\.$/);

      const csv = path.join(dir, "published.csv");
      fs.writeFileSync(csv, `question,answer\n"How long were the films annealed?","10 min."\n`);
      const sourcePipe = path.join(dir, "source.txt");
      execFileSync("mkfifo", [sourcePipe]);
      const withPipeSource = await importQas({ file: csv, sourceText: sourcePipe });
      expect(withPipeSource.status).toBe(422);
      expect(withPipeSource.body.error?.message).toBe("published.csv cannot be imported: its source text source.txt cannot be read: it is a named pipe (FIFO), not a regular file. Nothing was stored.");

      expect(await serve.call("runs.listRuns")).toEqual([]);
      fs.writeFileSync(path.join(dir, "source.md"), SOURCE);
      const imported = await importQas({ file: csv, sourceText: path.join(dir, "source.md") });
      expect(imported.status).toBe(200);
      expect(imported.body).toMatchObject({ ok: true, value: { qas: 1 } });
      expect(fs.lstatSync(pipe).isFIFO()).toBe(true);
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });
});
