// The page picture handed to the tesseract command as a BMP instead of a PGM (docs/ocr.md,
// "Round 35: OCR speed"): the same grey pixels, rows bottom first and padded, no resolution; and
// the real command reads the same words, boxes and confidences from both files.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { pgmHeader } from "../../../src-main/core/documents/layout/imagePgm.ts";
import { pgmAsBmp } from "../../../src-main/core/documents/ocr/pgmAsBmp.ts";
import { bodyBand, scannedFirstPage } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const installed = spawnSync("tesseract", ["--version"]).status === 0;

function pgm(width: number, height: number, pixels: number[]): Uint8Array {
  const header = pgmHeader(width, height);
  const bytes = new Uint8Array(header.length + pixels.length);
  bytes.set(header);
  bytes.set(pixels, header.length);
  return bytes;
}

describe("a grey page handed to the tesseract command as a BMP", () => {
  it("keeps every pixel: rows bottom first, each padded to four bytes, a grey palette, no resolution", () => {
    // 3 x 2: rows of 3 bytes padded to 4.
    const bmp = pgmAsBmp(pgm(3, 2, [0, 10, 20, 200, 210, 255]));
    const view = new DataView(bmp.buffer, bmp.byteOffset, bmp.byteLength);
    expect(String.fromCharCode(bmp[0]!, bmp[1]!)).toBe("BM");
    expect([view.getInt32(18, true), view.getInt32(22, true), view.getUint16(28, true)]).toEqual([3, 2, 8]);
    expect([view.getInt32(38, true), view.getInt32(42, true)]).toEqual([0, 0]);
    expect([...bmp.subarray(54 + 4 * 77, 54 + 4 * 77 + 3)]).toEqual([77, 77, 77]);
    const data = view.getUint32(10, true);
    expect(bmp.length).toBe(data + 8);
    expect([...bmp.subarray(data, data + 3)]).toEqual([200, 210, 255]);
    expect([...bmp.subarray(data + 4, data + 7)]).toEqual([0, 10, 20]);
  });

  it("leaves any other picture as it is", () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10]);
    expect(pgmAsBmp(png)).toBe(png);
    // A PGM cut short is left for the command to refuse, as before.
    const short = pgm(4, 4, [1, 2, 3]);
    expect(pgmAsBmp(short)).toBe(short);
  });

  describe.skipIf(!installed)("read by the installed command", () => {
    let folder: string;
    let page: Uint8Array;

    beforeAll(async () => {
      folder = tempDirForSuite();
      const band = bodyBand((await scannedFirstPage(folder)).page);
      page = pgm(band.width, band.height, [...band.data]);
    });

    function tsv(name: string, bytes: Uint8Array): string {
      const file = path.join(folder, name);
      fs.writeFileSync(file, bytes);
      const run = spawnSync("tesseract", [file, "stdout", "--oem", "1", "--psm", "3", "tsv"], { encoding: "utf8", env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
      expect(run.status).toBe(0);
      return run.stdout;
    }

    it("reads the same words, boxes and confidences from the BMP as from the PGM", () => {
      const fromPgm = tsv("page.pgm", page);
      expect(fromPgm.split("\n").filter((row) => row.startsWith("5\t")).length).toBeGreaterThan(20);
      expect(tsv("page.bmp", pgmAsBmp(page))).toBe(fromPgm);
    });
  });
});
