// A kept OCR read is a file in the app's data folder, which the user (or anything running as the
// user) can change: each of these replaced a kept read and broke an import (a FIFO hung it, a
// link to /dev/zero or a gzip bomb filled its memory). Now each is read again, as a missing read
// is. And a read kept by another build of the engine or its model is not served.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { CachedOcrReader } from "../../../src-main/core/documents/ocr/CachedOcrReader.ts";
import { fileStamp } from "../../../src-main/core/documents/ocr/ocrEngineVersions.ts";
import type { OcrPageRead, OcrReader } from "../../../src-main/core/documents/ocr/OcrReader.ts";
import { PreferredOcrEngine } from "../../../src-main/core/documents/ocr/PreferredOcrEngine.ts";
import { tempDir } from "../../support/tempDir.ts";

class CountingReader implements OcrReader {
  readonly languages = ["eng"];
  reads = 0;
  async read(): Promise<OcrPageRead> {
    this.reads++;
    return { blocks: [], engine: "counting engine" };
  }
  async dispose(): Promise<void> {}
}

const picture = new Uint8Array([7, 7, 7]);

/** A reader whose one kept read (of `picture`) is in `folder`, and that file's path. */
async function keptOnce(versions = "engine 1") {
  const folder = tempDir();
  const inner = new CountingReader();
  const cached = new CachedOcrReader(inner, folder, { engine: "automatic", model: "distillate", versions: async () => versions });
  await cached.read(picture);
  const [name] = fs.readdirSync(folder);
  return { folder, inner, cached, file: path.join(folder, name!) };
}

describe("kept OCR reads the user's folder may have changed", () => {
  it.skipIf(process.platform === "win32")("reads the page again when its kept read is a named pipe, and replaces the pipe", async () => {
    const { inner, cached, file } = await keptOnce();
    fs.rmSync(file);
    execFileSync("mkfifo", [file]);
    // A plain read of the pipe waits for a writer for good: this call would never return.
    const read = await cached.read(picture);
    expect(read.engine).toBe("counting engine");
    expect(inner.reads).toBe(2);
    expect(fs.lstatSync(file).isFile()).toBe(true);
  });

  it.skipIf(process.platform === "win32")("reads the page again when its kept read is a link to /dev/zero", async () => {
    const { inner, cached, file } = await keptOnce();
    fs.rmSync(file);
    fs.symlinkSync("/dev/zero", file);
    await cached.read(picture);
    expect(inner.reads).toBe(2);
  });

  it("reads the page again when its kept read unpacks past any page's read (a gzip bomb)", async () => {
    const { inner, cached, file } = await keptOnce();
    // A well-formed read of 40 MB unpacked, from some 40 kB: gzip members one after another.
    const mib = zlib.gzipSync(Buffer.alloc(1024 * 1024, "x"));
    const bomb = Buffer.concat([zlib.gzipSync('{"blocks":[],"engine":"'), ...Array.from({ length: 40 }, () => mib), zlib.gzipSync('"}')]);
    expect(bomb.length).toBeLessThan(100_000);
    fs.writeFileSync(file, bomb);
    const read = await cached.read(picture);
    expect(read.engine).toBe("counting engine");
    expect(inner.reads).toBe(2);
    // Read again, the page's own read was kept in the bomb's place.
    await cached.read(picture);
    expect(inner.reads).toBe(2);
  });

  it("serves a kept read only to the same engine build and model files", async () => {
    const { folder, inner } = await keptOnce("tesseract.js 7.0.0; eng.traineddata.gz 1 1");
    const same = new CachedOcrReader(inner, folder, { engine: "automatic", model: "distillate", versions: async () => "tesseract.js 7.0.0; eng.traineddata.gz 1 1" });
    await same.read(picture);
    expect(inner.reads).toBe(1);
    const newer = new CachedOcrReader(inner, folder, { engine: "automatic", model: "distillate", versions: async () => "tesseract.js 7.1.0; eng.traineddata.gz 1 1" });
    await newer.read(picture);
    expect(inner.reads).toBe(2);
  });

  it("names the built-in engine's packages and its language file, and a replaced file changes its stamp", async () => {
    const engine = new PreferredOcrEngine({ engine: "builtin" });
    const installed = JSON.parse(fs.readFileSync(path.join("node_modules", "tesseract.js", "package.json"), "utf8")) as { version: string };
    const versions = await engine.versions();
    expect(versions).toContain(`tesseract.js ${installed.version}`);
    expect(versions).not.toContain("unknown");
    expect(versions).toMatch(/eng\.traineddata\.gz \d+ \d+/);
    const dir = tempDir();
    const model = path.join(dir, "eng.traineddata.gz");
    fs.writeFileSync(model, "model one");
    const before = fileStamp(model);
    fs.writeFileSync(model, "model two, longer");
    expect(fileStamp(model)).not.toBe(before);
    await engine.dispose();
  });
});
