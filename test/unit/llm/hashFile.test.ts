import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { closeDatabase, openDatabase, type LibraryDatabase } from "../../../src-main/core/db/openDatabase.ts";
import { getModel, insertModel } from "../../../src-main/core/db/repositories/models.ts";
import { hashFile } from "../../../src-main/core/llm/models/hashFile.ts";
import { ModelHasher } from "../../../src-main/core/llm/models/ModelHasher.ts";
import { tempDir } from "../../support/tempDir.ts";

const MIB = 2 ** 20;

function bigFile(bytes = 8 * MIB): string {
  const file = path.join(tempDir(), "model.gguf");
  fs.writeFileSync(file, Buffer.alloc(bytes, 7));
  return file;
}

let dbs: LibraryDatabase[] = [];
afterEach(() => {
  for (const db of dbs.splice(0)) closeDatabase(db);
});

describe("a file that changes while it is hashed gets no hash", () => {
  it("hashFile returns the sha256 of a file left alone", async () => {
    const file = bigFile();
    expect(await hashFile(file, { progressEveryBytes: MIB })).toBe(createHash("sha256").update(fs.readFileSync(file)).digest("hex"));
  });

  it("hashFile rejects with ModelFileChangedError when the file grows mid-read", async () => {
    const file = bigFile();
    let appended = false;
    const hashing = hashFile(file, {
      progressEveryBytes: MIB,
      // Halfway through, as a download still writing the file would.
      onProgress: () => {
        if (appended) return;
        appended = true;
        fs.appendFileSync(file, Buffer.alloc(MIB, 1));
      },
    });
    await expect(hashing).rejects.toMatchObject({ name: "ModelFileChangedError", file, message: expect.stringMatching(/changed while its checksum was being computed \(its size went from 8,388,608 to 9,437,184 bytes\)/) });
  });

  it("hashFile rejects when the file is rewritten in place at the same size", async () => {
    const file = bigFile();
    let rewritten = false;
    const hashing = hashFile(file, {
      progressEveryBytes: MIB,
      onProgress: () => {
        if (rewritten) return;
        rewritten = true;
        const fd = fs.openSync(file, "r+");
        fs.writeSync(fd, Buffer.from([9]), 0, 1, 0);
        fs.closeSync(fd);
        // Timestamps can be coarser than this test is fast: make the change visible.
        fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
      },
    });
    await expect(hashing).rejects.toMatchObject({ name: "ModelFileChangedError", message: expect.stringContaining("(it was modified)") });
  });

  it("the background hasher stores nothing for a registered model appended to while it is hashed", async () => {
    const dataDir = tempDir();
    const db = openDatabase(path.join(dataDir, "library.sqlite"));
    dbs.push(db);
    const file = bigFile();
    const id = insertModel(db, { name: "growing", filePath: file, fileSize: fs.statSync(file).size, architecture: "llama" });
    const logged: string[] = [];
    const hasher = new ModelHasher(() => db, (line) => logged.push(line));
    let appended = false;
    await hasher.enqueue(id, () => {
      if (appended) return;
      appended = true;
      fs.appendFileSync(file, "more");
    });
    expect(appended).toBe(true);
    expect(getModel(db, id)!.sha256).toBeNull();
    expect(logged.join("\n")).toMatch(/Could not hash model \d+: .* changed while its checksum was being computed/);
    hasher.dispose();
  });
});
