import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import type { Block } from "tesseract.js";
import { installedEngineName } from "../../../contract/ocrEngineNames.ts";
import { writeCommandTessdata } from "./commandTessdata.ts";
import type { CommandRunner } from "./CommandRunner.ts";
import { asError, failure, readLimited } from "./commandOutput.ts";
import { splitHocrPages, splitTsvPages } from "./commandPages.ts";
import { hocrBlocks } from "./hocrBlocks.ts";
import { LocalCommandRunner } from "./LocalCommandRunner.ts";
import { nativeOcrFolderPrefix } from "./nativeOcrFolders.ts";
import { OcrPageTimeoutError } from "./OcrPageTimeoutError.ts";
import { pgmAsBmp } from "./pgmAsBmp.ts";
import type { OcrPageRead, OcrReader } from "./OcrReader.ts";
import type { TesseractCommand } from "./tesseractCommand.ts";
import { TesseractCommandError } from "./TesseractCommandError.ts";

export interface NativeOcrEngineOptions {
  /** The installed command (see findTesseractCommand). */
  command: TesseractCommand;
  /** Tesseract language codes, read together. Defaults to ["eng"]. */
  languages?: string[];
  /** How long one page may take before the command is killed (see OcrEngineOptions.pageTimeoutMs). Defaults to 10 minutes. */
  pageTimeoutMs?: number;
  /** Where the command runs (see CommandRunner). Defaults to a child of this thread. */
  runner?: CommandRunner;
  /**
   * The folder of the command's own language data (systemTessdata.ts), checked by the caller, to
   * read with it instead of Distillate's model. Defaults to none: Distillate's model, unpacked.
   */
  systemTessdata?: string;
}

/**
 * The installed tesseract command, run once a page with Distillate's own language data (see
 * writeCommandTessdata), so it reads with tesseract.js's model at native speed. As tesseract.js
 * is asked: LSTM only, automatic page segmentation, one thread (OMP_THREAD_LIMIT=1: OpenMP's
 * threads cost four times the CPU for the same page). Run without a shell; a page that takes
 * longer than the limit has its command killed.
 */
export class NativeOcrEngine implements OcrReader {
  readonly languages: string[];
  readonly command: TesseractCommand;
  readonly #pageTimeoutMs: number;
  readonly #runner: CommandRunner;
  readonly #systemTessdata: string | undefined;
  #folder: string | null = null;
  #pages = 0;

  constructor(options: NativeOcrEngineOptions) {
    this.command = options.command;
    this.languages = options.languages?.length ? options.languages : ["eng"];
    this.#pageTimeoutMs = options.pageTimeoutMs ?? 600_000;
    this.#runner = options.runner ?? new LocalCommandRunner();
    this.#systemTessdata = options.systemTessdata;
  }

  get name(): string {
    return installedEngineName(this.command.version, this.#systemTessdata ? "system" : "distillate");
  }

  async read(image: Uint8Array): Promise<OcrPageRead> {
    return { blocks: await this.recognize(image), engine: this.name };
  }

  /** Reads one page image: tesseract's blocks, lines and words, in pixels, as OcrEngine.recognize gives them. */
  async recognize(image: Uint8Array): Promise<Block[]> {
    const { folder, tessdata } = this.#prepare();
    const base = path.join(folder, `page-${++this.#pages}`);
    // Handed over as a file: read from its standard input, the command took 8% more CPU for the
    // same page (1.93 s against 1.78 s, 6 runs each). Leptonica tells the format from the bytes;
    // a grey page goes as a BMP, which it reads in one go where it reads a PGM byte by byte.
    fs.writeFileSync(`${base}.image`, pgmAsBmp(image));
    try {
      await this.#run(`${base}.image`, tessdata, base);
      return hocrBlocks(readLimited(`${base}.hocr`), fs.existsSync(`${base}.tsv`) ? readLimited(`${base}.tsv`) : "");
    } finally {
      fs.rmSync(`${base}.image`, { force: true });
      fs.rmSync(`${base}.hocr`, { force: true });
      fs.rmSync(`${base}.tsv`, { force: true });
    }
  }

  /**
   * Reads several page pictures in one run of the command (a list file), each page's blocks as
   * `recognize` gives them, or the error reading that page alone gave: the command's start (about
   * 0.6 s of CPU, round 41) is paid once for the batch. The run may take the page limit once a
   * page. A batch the command fails on (a picture it cannot read stops the run) or that runs out
   * of time is read again a page at a time, so one bad page is that page's error alone; a batch
   * killed (a cancelled parse) is every page's error, as one page's would be.
   */
  async recognizeMany(images: readonly Uint8Array[]): Promise<(Block[] | Error)[]> {
    if (images.length <= 1) return Promise.all(images.map((image) => this.recognize(image).catch(asError)));
    const { folder, tessdata } = this.#prepare();
    const base = path.join(folder, `pages-${++this.#pages}`);
    const files = images.map((image, i) => `${base}-${i + 1}.image`);
    try {
      images.forEach((image, i) => fs.writeFileSync(files[i]!, pgmAsBmp(image)));
      fs.writeFileSync(`${base}.list`, `${files.join("\n")}\n`);
      try {
        await this.#run(`${base}.list`, tessdata, base, this.#pageTimeoutMs * images.length);
      } catch (error) {
        if (error instanceof TesseractCommandError && error.signal === "SIGKILL") return images.map(() => error);
        return Promise.all(images.map((image) => this.recognize(image).catch(asError)));
      }
      const hocr = splitHocrPages(readLimited(`${base}.hocr`, images.length), images.length);
      const tsv = splitTsvPages(fs.existsSync(`${base}.tsv`) ? readLimited(`${base}.tsv`, images.length) : "", images.length);
      return images.map((_, i) => hocrBlocks(hocr[i]!, tsv[i]));
    } finally {
      for (const file of [...files, `${base}.list`, `${base}.hocr`, `${base}.tsv`]) fs.rmSync(file, { force: true });
    }
  }

  /** Kills the commands it still runs and removes the unpacked language data. */
  async dispose(): Promise<void> {
    this.#runner.killAll();
    if (this.#folder) fs.rmSync(this.#folder, { recursive: true, force: true });
    this.#folder = null;
  }

  /** The engine's folder, and the language data it reads with (Distillate's unpacked there on first use). */
  #prepare(): { folder: string; tessdata: string } {
    const folder = (this.#folder ??= fs.mkdtempSync(path.join(os.tmpdir(), nativeOcrFolderPrefix(threadId))));
    const tessdata = this.#systemTessdata ?? path.join(folder, "tessdata");
    if (!this.#systemTessdata && !fs.existsSync(tessdata)) writeCommandTessdata(tessdata, this.languages);
    return { folder, tessdata };
  }

  async #run(image: string, tessdata: string, base: string, timeoutMs = this.#pageTimeoutMs): Promise<void> {
    const args = [image, base, "--tessdata-dir", tessdata, "-l", this.languages.join("+"), "--oem", "1", "--psm", "3"];
    const settings = ["hocr_char_boxes=1", "tessedit_create_hocr=1", "tessedit_create_tsv=1", "preserve_interword_spaces=0"];
    const end = await this.#runner.run({ file: this.command.file, args: [...args, ...settings.flatMap((s) => ["-c", s])], env: { OMP_THREAD_LIMIT: "1" }, timeoutMs });
    if (end.kind === "not-started") throw new TesseractCommandError(`could not be started (${end.reason})`, { notStarted: true });
    if (end.kind === "late") throw new OcrPageTimeoutError(timeoutMs);
    if (end.code !== 0) throw new TesseractCommandError(failure(end.code, end.signal, end.stderr), end.signal ? { signal: end.signal } : {});
  }
}
