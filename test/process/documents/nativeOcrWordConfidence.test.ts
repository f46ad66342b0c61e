// The installed command's word confidences as the app keeps them (docs/ocr.md, "Round 38: one
// result walk a page"): hOCR writes a word's confidence cut to a whole number (95.97 becomes 95),
// so the engine asks for the TSV as well and takes each word's from it, rounded to the nearest as
// tesseract.js rounds. Dropping the TSV to save its walk (about 3% of the command's CPU) reads the
// same text but moves half the words' confidences, and every page's mean, down by one step.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Block } from "tesseract.js";
import { pgmHeader } from "../../../src-main/core/documents/layout/imagePgm.ts";
import { writeCommandTessdata } from "../../../src-main/core/documents/ocr/commandTessdata.ts";
import { NativeOcrEngine } from "../../../src-main/core/documents/ocr/NativeOcrEngine.ts";
import { pgmAsBmp } from "../../../src-main/core/documents/ocr/pgmAsBmp.ts";
import { findTesseractCommand } from "../../../src-main/core/documents/ocr/tesseractCommand.ts";
import { bodyBand, scannedFirstPage } from "../../support/scannedFirstPage.ts";
import { tempDirForSuite } from "../../support/tempDir.ts";

const installed = spawnSync("tesseract", ["--version"]).status === 0;

describe.skipIf(!installed)("the installed command's word confidences", () => {
  let folder: string;
  let engine: NativeOcrEngine;
  let read: Block[];
  let exact: { text: string; confidence: number }[];

  beforeAll(async () => {
    folder = tempDirForSuite();
    const band = bodyBand((await scannedFirstPage(folder)).page);
    const header = pgmHeader(band.width, band.height);
    const page = new Uint8Array(header.length + band.data.length);
    page.set(header);
    page.set(band.data, header.length);
    const command = await findTesseractCommand();
    engine = new NativeOcrEngine({ command: command!, pageTimeoutMs: 600_000 });
    read = await engine.recognize(page);
    // The same picture and model, the TSV alone: each word's confidence as tesseract holds it.
    const image = path.join(folder, "page.bmp");
    fs.writeFileSync(image, pgmAsBmp(page));
    const tessdata = writeCommandTessdata(path.join(folder, "tessdata"), ["eng"]);
    const run = spawnSync(command!.file, [image, "stdout", "--tessdata-dir", tessdata, "-l", "eng", "--oem", "1", "--psm", "3", "-c", "tessedit_create_tsv=1"], { encoding: "utf8", env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
    expect(run.status).toBe(0);
    exact = run.stdout
      .split("\n")
      .map((row) => row.split("\t"))
      .filter((cells) => cells[0] === "5" && cells[11]?.trim())
      .map((cells) => ({ text: cells[11]!, confidence: Number(cells[10]) }));
  });

  afterAll(async () => {
    await engine?.dispose();
  });

  it("are tesseract's own, rounded to the nearest, not hOCR's cut to a whole number", () => {
    const words = read.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words)));
    expect(words.length).toBeGreaterThan(20);
    expect(words.map((w) => w.text)).toEqual(exact.map((w) => w.text));
    expect(words.map((w) => w.confidence)).toEqual(exact.map((w) => Math.round(w.confidence)));
    // Words where the two roundings part: without them this page could not tell them apart.
    expect(exact.filter((w) => Math.round(w.confidence) !== Math.floor(w.confidence)).length).toBeGreaterThan(5);
  });
});
