import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { threadId } from "node:worker_threads";
import type { Block } from "tesseract.js";
import { writeCommandTessdata } from "./commandTessdata.ts";
import { hocrBlocks } from "./hocrBlocks.ts";
import { nativeOcrFolderPrefix } from "./nativeOcrFolders.ts";
import { OcrPageTimeoutError } from "./OcrPageTimeoutError.ts";
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
  /** Told when a command starts and ends, so whoever can terminate this thread can kill it too. Defaults to nothing. */
  onChild?: (pid: number, running: boolean) => void;
}

/** The most a page's hOCR may hold: a dense 300 dpi page writes about 0.5 MB. */
const OUTPUT_LIMIT = 64 * 1024 * 1024;
/** What is kept of the command's messages, to tell a missing language from a crash. */
const STDERR_LIMIT = 16 * 1024;

/** Every command running in this thread: killed should the process exit (a CLI stopped mid-import). A terminated worker thread runs no exit handler: its pool kills them (see onChild). */
const running = new Set<ChildProcess>();
let exitHooked = false;

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
  readonly #onChild: ((pid: number, running: boolean) => void) | undefined;
  #folder: string | null = null;
  #pages = 0;
  readonly #children = new Set<ChildProcess>();

  constructor(options: NativeOcrEngineOptions) {
    this.command = options.command;
    this.languages = options.languages?.length ? options.languages : ["eng"];
    this.#pageTimeoutMs = options.pageTimeoutMs ?? 600_000;
    this.#onChild = options.onChild;
    if (!exitHooked) {
      exitHooked = true;
      process.once("exit", () => running.forEach((child) => child.kill("SIGKILL")));
    }
  }

  get name(): string {
    return `tesseract ${this.command.version} (installed)`;
  }

  async read(image: Uint8Array): Promise<OcrPageRead> {
    return { blocks: await this.recognize(image), engine: this.name };
  }

  /** Reads one page image: tesseract's blocks, lines and words, in pixels, as OcrEngine.recognize gives them. */
  async recognize(image: Uint8Array): Promise<Block[]> {
    const folder = (this.#folder ??= fs.mkdtempSync(path.join(os.tmpdir(), nativeOcrFolderPrefix(threadId))));
    const tessdata = path.join(folder, "tessdata");
    if (!fs.existsSync(tessdata)) writeCommandTessdata(tessdata, this.languages);
    const base = path.join(folder, `page-${++this.#pages}`);
    // Handed over as a file: read from its standard input, the command took 8% more CPU for the
    // same page (1.93 s against 1.78 s, 6 runs each). Leptonica tells the format from the bytes.
    fs.writeFileSync(`${base}.image`, image);
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
    this.#children.forEach((child) => child.kill("SIGKILL"));
    if (this.#folder) fs.rmSync(this.#folder, { recursive: true, force: true });
    this.#folder = null;
  }

  #run(image: string, tessdata: string, base: string): Promise<void> {
    const args = [image, base, "--tessdata-dir", tessdata, "-l", this.languages.join("+"), "--oem", "1", "--psm", "3"];
    const settings = ["hocr_char_boxes=1", "tessedit_create_hocr=1", "tessedit_create_tsv=1", "preserve_interword_spaces=0"];
    const child = spawn(this.command.file, [...args, ...settings.flatMap((s) => ["-c", s])], { stdio: ["ignore", "ignore", "pipe"], windowsHide: true, env: { ...process.env, OMP_THREAD_LIMIT: "1" } });
    running.add(child);
    this.#children.add(child);
    if (child.pid !== undefined) this.#onChild?.(child.pid, true);
    const ended = () => {
      running.delete(child);
      this.#children.delete(child);
      if (child.pid !== undefined) this.#onChild?.(child.pid, false);
    };
    return new Promise<void>((resolve, reject) => {
      let stderr = "";
      let late = false;
      const timer = setTimeout(() => {
        late = true;
        child.kill("SIGKILL");
      }, this.#pageTimeoutMs);
      child.stderr?.on("data", (chunk: Buffer) => {
        if (stderr.length < STDERR_LIMIT) stderr += chunk.toString("utf8").slice(0, STDERR_LIMIT - stderr.length);
      });
      child.once("error", (error: NodeJS.ErrnoException) => {
        clearTimeout(timer);
        ended();
        reject(new TesseractCommandError(`could not be started (${error.code ?? error.message})`, { notStarted: true }));
      });
      child.once("close", (code, signal) => {
        clearTimeout(timer);
        ended();
        if (late) reject(new OcrPageTimeoutError(this.#pageTimeoutMs));
        else if (code === 0) resolve();
        else reject(new TesseractCommandError(failure(code, signal, stderr)));
      });
    });
  }
}

/** Why the command failed, in words: its own messages are for developers, not the paper's notes. */
function failure(code: number | null, signal: NodeJS.Signals | null, stderr: string): string {
  if (/Failed loading language|Could not initialize tesseract/i.test(stderr)) return "could not load its language data";
  if (/Error in (pixRead|findFileFormat)|Unsupported image type/i.test(stderr)) return "could not read the page's picture";
  return signal ? `stopped (${signal})` : `failed (exit code ${code})`;
}

function readLimited(file: string): string {
  let size: number;
  try {
    size = fs.statSync(file).size;
  } catch {
    throw new TesseractCommandError("wrote no result");
  }
  if (size > OUTPUT_LIMIT) throw new TesseractCommandError(`wrote more than ${OUTPUT_LIMIT / 1024 / 1024} MB for one page`);
  return fs.readFileSync(file, "utf8");
}
