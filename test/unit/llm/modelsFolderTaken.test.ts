// The data folder's `models` folder, where a copied model and the demo model go, with its name held
// by something that is not a folder. Node's words ("EEXIST: file already exists, mkdir") reached the
// user; now the message says what stands there, and nothing is written anywhere.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCore } from "../../../src-main/core/createCore.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";

async function withCore<T>(dataDir: string, use: (core: ReturnType<typeof createCore>) => Promise<T>): Promise<T> {
  const core = createCore({ dataDir });
  try {
    return await use(core);
  } finally {
    await core.close();
  }
}

describe("the models folder's name held by something else", () => {
  it("a file there: models add --copy and the demo model say so, and the file is kept", async () => {
    const dataDir = tempDir();
    const models = path.join(dataDir, "models");
    fs.writeFileSync(models, "my notes\n");
    const source = writeTinyModel(tempDir(), "tiny.gguf");
    await withCore(dataDir, async (core) => {
      await expect(core.services.models.add(source, { copy: true })).rejects.toThrow(
        `Cannot write ${models}: something that is not a folder (a file, a named pipe or a link) stands where the folder for model files goes`,
      );
      await expect(core.services.models.addDemo()).rejects.toThrow("stands where the folder for model files goes");
      expect(await core.services.models.list()).toEqual([]);
    });
    expect(fs.readFileSync(models, "utf8")).toBe("my notes\n");
  });

  it("a link to nowhere there: names the link's target, and makes nothing at it", async () => {
    const dataDir = tempDir();
    const unmounted = path.join(tempDir(), "usb-disk", "models");
    fs.symlinkSync(unmounted, path.join(dataDir, "models"));
    const source = writeTinyModel(tempDir(), "tiny.gguf");
    await withCore(dataDir, async (core) => {
      await expect(core.services.models.add(source, { copy: true })).rejects.toThrow(`it is a symbolic link to ${unmounted}, where there is nothing`);
    });
    expect(fs.existsSync(path.dirname(unmounted))).toBe(false);
  });
});
