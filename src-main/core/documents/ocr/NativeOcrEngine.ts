import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import type { Block } from "tesseract.js";
import { describeFsError } from "../../files/describeFsError.ts";
import { FileTooLargeError } from "../../files/FileTooLargeError.ts";
import { NotARegularFileError } from "../../files/NotARegularFileError.ts";
import { readRegularFileSync } from "../../files/readRegularFile.ts";
import { installedEngineName } from "../../../contract/ocrEngineNames.ts";
import { writeCommandTessdata } from "./commandTessdata.ts";
import type { CommandRunner } from "./CommandRunner.ts";
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

/** The most a page's hOCR may hold: a dense 300 dpi page writes about 0.5 MB. */
const OUTPUT_LIMIT = 64 * 1024 * 1024;

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
    const folder = (this.#folder ??= fs.mkdtempSync(path.join(os.tmpdir(), nativeOcrFolderPrefix(threadId))));
    const tessdata = this.#systemTessdata ?? path.join(folder, "tessdata");
    if (!this.#systemTessdata && !fs.existsSync(tessdata)) writeCommandTessdata(tessdata, this.languages);
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

  /** Kills the commands it still runs and removes the unpacked language data. */
  async dispose(): Promise<void> {
    this.#runner.killAll();
    if (this.#folder) fs.rmSync(this.#folder, { recursive: true, force: true });
    this.#folder = null;
  }

  async #run(image: string, tessdata: string, base: string): Promise<void> {
    const args = [image, base, "--tessdata-dir", tessdata, "-l", this.languages.join("+"), "--oem", "1", "--psm", "3"];
    const settings = ["hocr_char_boxes=1", "tessedit_create_hocr=1", "tessedit_create_tsv=1", "preserve_interword_spaces=0"];
    const end = await this.#runner.run({ file: this.command.file, args: [...args, ...settings.flatMap((s) => ["-c", s])], env: { OMP_THREAD_LIMIT: "1" }, timeoutMs: this.#pageTimeoutMs });
    if (end.kind === "not-started") throw new TesseractCommandError(`could not be started (${end.reason})`, { notStarted: true });
    if (end.kind === "late") throw new OcrPageTimeoutError(this.#pageTimeoutMs);
    if (end.code !== 0) throw new TesseractCommandError(failure(end.code, end.signal, end.stderr));
  }
}

/** Why the command failed, in words: its own messages are for developers, not the paper's notes. */
function failure(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  if (/Failed loading language|Could not initialize tesseract/i.test(stderr)) return "could not load its language data";
  if (/Error in (pixRead|findFileFormat)|Unsupported image type/i.test(stderr)) return "could not read the page's picture";
  return signal ? `stopped (${signal})` : `failed (exit code ${code})`;
}

/**
 * The command's result, read as the app reads any file it did not write itself (openRegularFile.ts):
 * opened without blocking and without following a link, its kind and size checked on the opened
 * file, read only up to the size it had then. A command that leaves a named pipe at the name
 * (a wrapper script, a damaged install) would otherwise hold the thread for good, a link would
 * have another file read as the page's words, and a file still growing would be read without end.
 */
function readLimited(file: string): string {
  try {
    return readRegularFileSync(file, { maxBytes: OUTPUT_LIMIT, noFollow: true }).toString("utf8");
  } catch (error) {
    if (error instanceof NotARegularFileError) throw new TesseractCommandError(`wrote ${error.kind} instead of a page's result`);
    if (error instanceof FileTooLargeError) throw new TesseractCommandError(`wrote more than ${OUTPUT_LIMIT / 1024 / 1024} MB for one page`);
    if ((error as NodeJS.ErrnoException).code === "ENOENT") throw new TesseractCommandError("wrote no result");
    throw new TesseractCommandError(`wrote a result that could not be read (${describeFsError(error)})`);
  }
}
