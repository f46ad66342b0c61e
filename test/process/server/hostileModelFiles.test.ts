import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startServe } from "../../support/browser.ts";
import { writeHostileGgufs } from "../../support/hostileGgufs.ts";
import { runCliProcess } from "../../support/runCliProcess.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("hostile GGUF headers (issue 11) cannot take a process down", () => {
  it("distillate serve answers models.info and models.add on them with CorruptGgufError, then the next call", async () => {
    const files = writeHostileGgufs(tempDir());
    const renderer = tempDir();
    fs.writeFileSync(path.join(renderer, "index.html"), "<!doctype html><title>Distillate</title>");
    const dataDir = tempDir();
    const serve = await startServe(dataDir, { DISTILLATE_RENDERER_DIR: renderer });
    try {
      for (const file of [files.hugeString, files.endlessTensors]) {
        await expect(serve.call("models.info", file)).rejects.toThrow(/models\.info: CorruptGgufError: .* is damaged: its header's (key 1 "general\.architecture" string length|tensor count) claims/);
        await expect(serve.call("models.add", file)).rejects.toThrow(/models\.add: CorruptGgufError/);
      }
      expect(await serve.call("models.list")).toEqual([]);
      expect(await serve.call("library.dbInfo")).toMatchObject({ path: path.join(dataDir, "library.sqlite") });
    } finally {
      expect(await serve.stop()).toBe(0);
    }
  });

  it("distillate models add exits 1 with the CorruptGgufError message and no stack trace", () => {
    const files = writeHostileGgufs(tempDir());
    const dataDir = tempDir();
    const text = runCliProcess(["models", "add", files.hugeString, "--data-dir", dataDir]);
    expect(text.code).toBe(1);
    expect(text.stdout).toBe("");
    expect(text.stderr).toMatch(/^distillate: .*huge-string\.gguf is damaged: its header's key 1 "general\.architecture" string length claims 4,294,967,295 bytes and only 5 remain/);
    expect(text.stderr).not.toMatch(/^\s+at /m);
    expect(text.stderr).not.toMatch(/Assertion failed/);
    const json = runCliProcess(["models", "add", files.endlessTensors, "--json", "--data-dir", dataDir]);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stderr)).toMatchObject({ error: { name: "CorruptGgufError", message: expect.stringContaining("tensor count claims 18,446,744,073,709,551,615 tensors") } });
  });
});
