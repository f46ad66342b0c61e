// The kept OCR reads stay under their bound (least recently read go first), a read another engine
// made after the chosen one failed is not kept, and a damaged kept file is read again. The engine
// here is a counter returning a fixed page: what is tested is the keeping, not the reading
// (test/process/cli/ocrPagesKept.test.ts has the installed command read a killed import's pages).
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CachedOcrReader } from "../../../src-main/core/documents/ocr/CachedOcrReader.ts";
import type { OcrPageRead, OcrReader } from "../../../src-main/core/documents/ocr/OcrReader.ts";
import { tempDir } from "../../support/tempDir.ts";

class CountingReader implements OcrReader {
  readonly languages = ["eng"];
  reads = 0;
  private readonly note: string | undefined;
  constructor(note?: string) {
    this.note = note;
  }
  async read(image: Uint8Array): Promise<OcrPageRead> {
    this.reads++;
    return { blocks: [], engine: `engine ${image.length} ${"x".repeat(2000)}`, ...(this.note ? { engineNote: this.note } : {}) };
  }
  async dispose(): Promise<void> {}
}

const picture = (n: number) => new Uint8Array([n, n, n]);
const versions = async () => "engine 1";

describe("CachedOcrReader", () => {
  it("reads a picture once per settings, and keeps under its bound", async () => {
    const folder = tempDir();
    const inner = new CountingReader();
    const cached = new CachedOcrReader(inner, folder, { engine: "automatic", model: "distillate", versions }, 600);
    await cached.read(picture(1));
    await cached.read(picture(1));
    expect(inner.reads).toBe(1);
    // Another model is another read.
    await new CachedOcrReader(inner, folder, { engine: "automatic", model: "system", versions }, 600).read(picture(1));
    expect(inner.reads).toBe(2);
    for (let n = 2; n < 40; n++) await cached.read(picture(n));
    const size = fs.readdirSync(folder).reduce((sum, f) => sum + fs.statSync(path.join(folder, f)).size, 0);
    expect(size).toBeLessThanOrEqual(600);
    expect(fs.readdirSync(folder).length).toBeGreaterThan(0);
  });

  it("does not keep a read made by another engine than the one chosen, nor trust a damaged file", async () => {
    const folder = tempDir();
    const fallback = new CountingReader("the command failed");
    const cached = new CachedOcrReader(fallback, folder, { engine: "automatic", model: "distillate", versions });
    await cached.read(picture(1));
    await cached.read(picture(1));
    expect(fallback.reads).toBe(2);
    const inner = new CountingReader();
    const good = new CachedOcrReader(inner, folder, { engine: "native", model: "distillate", versions });
    await good.read(picture(1));
    for (const f of fs.readdirSync(folder)) fs.writeFileSync(path.join(folder, f), "not gzip");
    await good.read(picture(1));
    expect(inner.reads).toBe(2);
  });
});
