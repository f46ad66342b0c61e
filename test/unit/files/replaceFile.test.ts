// The files Distillate writes next to the user's (the demo model, a model copied into the data
// folder, and through the same helper the install secret and the desktop app's sealed keys) go
// through a temporary name. Whatever already stands there (a link, a folder) is neither written
// through nor taken for free; a write that fails names the user's file, leaves nothing half
// written, and leaves the file that was there as it was.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCore } from "../../../src-main/core/createCore.ts";
import { replaceFileSync } from "../../../src-main/core/files/replaceFile.ts";
import { writeDemoModel } from "../../../src-main/core/llm/models/demoModel.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";

describe("writing a file beside the user's", () => {
  it("the demo model is written through no link left at its temporary name: the file the link points at is untouched", () => {
    const dataDir = tempDir();
    const models = path.join(dataDir, "models");
    fs.mkdirSync(models);
    const usersFile = path.join(dataDir, "notes.txt");
    fs.writeFileSync(usersFile, "my notes\n");
    // The name the demo model was written through before this round.
    fs.symlinkSync(usersFile, path.join(models, "distillate-demo.gguf.partial"));
    const { file } = writeDemoModel(dataDir);
    expect(fs.readFileSync(usersFile, "utf8")).toBe("my notes\n");
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(fs.readFileSync(file).subarray(0, 4).toString("latin1")).toBe("GGUF");
  });

  it("a model copied into the data folder takes no name a link to nowhere holds, and lands only in the data folder", async () => {
    const dataDir = tempDir();
    const models = path.join(dataDir, "models");
    fs.mkdirSync(models);
    const elsewhere = path.join(tempDir(), "elsewhere.gguf");
    // A link to a file that does not exist yet: following it would create the file out there.
    fs.symlinkSync(elsewhere, path.join(models, "tiny.gguf.partial"));
    const source = writeTinyModel(tempDir(), "tiny.gguf");
    const core = createCore({ dataDir });
    try {
      const { model } = await core.services.models.add(source, { copy: true });
      expect(fs.existsSync(elsewhere)).toBe(false);
      expect(path.dirname(model.filePath)).toBe(models);
      expect(fs.lstatSync(model.filePath).isFile()).toBe(true);
      expect(fs.readFileSync(model.filePath).equals(fs.readFileSync(source))).toBe(true);
      // The link is left as it was: it is not Distillate's to remove.
      expect(fs.readlinkSync(path.join(models, "tiny.gguf.partial"))).toBe(elsewhere);
    } finally {
      await core.closeAsync();
    }
  });

  it("names the user's file when a folder stands at its name, keeps the folder, and leaves no temporary file", () => {
    const dir = tempDir();
    const file = path.join(dir, "report.json");
    fs.mkdirSync(file);
    fs.writeFileSync(path.join(file, "inside.txt"), "kept");
    expect(() => replaceFileSync(file, "{}")).toThrow(`Cannot write ${file}: a folder stands at that name; the file there before, if any, is unchanged`);
    expect(fs.readFileSync(path.join(file, "inside.txt"), "utf8")).toBe("kept");
    expect(fs.readdirSync(dir)).toEqual(["report.json"]);
  });

  it("replaces a link standing at the file's own name rather than writing through it", () => {
    const dir = tempDir();
    const usersFile = path.join(dir, "thesis.tex");
    fs.writeFileSync(usersFile, "chapter 1\n");
    const file = path.join(dir, "keys.json");
    fs.symlinkSync(usersFile, file);
    replaceFileSync(file, "{}", { mode: 0o600 });
    expect(fs.readFileSync(usersFile, "utf8")).toBe("chapter 1\n");
    expect(fs.lstatSync(file).isFile()).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });
});
