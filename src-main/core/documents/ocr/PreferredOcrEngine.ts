import type { CommandRunner } from "./CommandRunner.ts";
import { NativeOcrEngine } from "./NativeOcrEngine.ts";
import { OcrEngine } from "./OcrEngine.ts";
import type { OcrPageRead, OcrReader } from "./OcrReader.ts";
import { findTesseractCommand } from "./tesseractCommand.ts";
import { TesseractCommandError } from "./TesseractCommandError.ts";

/** Which engine reads scanned pages: the installed tesseract command when one is found, or always the built-in one. */
export type OcrEngineChoice = "automatic" | "builtin";

export interface PreferredOcrEngineOptions {
  /** Tesseract language codes, read together. Defaults to ["eng"]. */
  languages?: string[];
  /** See OcrEngineOptions.pageTimeoutMs. Defaults to its default. */
  pageTimeoutMs?: number;
  /** Defaults to "automatic". */
  engine?: OcrEngineChoice;
  /** Where the command is looked for (PATH). Defaults to this process's environment. */
  env?: NodeJS.ProcessEnv;
  /** See NativeOcrEngineOptions.runner. */
  runner?: CommandRunner;
}

/**
 * The engine the settings choose: "automatic" reads with the installed tesseract command (a
 * quarter to a third less CPU a page than tesseract.js's WebAssembly build, on the same model) when one is found, and
 * with tesseract.js otherwise; "builtin" always with tesseract.js. A page the command fails on
 * (a crash, a command removed since it was found) is read by tesseract.js, and says so; a page
 * that runs out of time fails as it would with tesseract.js, since reading it again would take
 * as long again.
 */
export class PreferredOcrEngine implements OcrReader {
  readonly languages: string[];
  readonly choice: OcrEngineChoice;
  readonly #builtIn: OcrEngine;
  readonly #options: PreferredOcrEngineOptions;
  #native: Promise<NativeOcrEngine | null> | null = null;

  constructor(options: PreferredOcrEngineOptions = {}) {
    this.languages = options.languages?.length ? options.languages : ["eng"];
    this.choice = options.engine ?? "automatic";
    this.#options = options;
    this.#builtIn = new OcrEngine(options);
  }

  async read(image: Uint8Array): Promise<OcrPageRead> {
    const native = this.choice === "automatic" ? await (this.#native ??= this.#findNative()) : null;
    if (this.choice === "automatic" && !native) return { ...(await this.#builtIn.read(image)), engineNote: "no installed tesseract command was found" };
    if (!native) return this.#builtIn.read(image);
    try {
      const read = await native.read(image);
      // The command reads subscript digits as "," or ";" as tesseract.js does: the marks are read
      // again in tesseract.js's worker, started only for a page that has such a mark.
      return { ...read, blocks: await this.#builtIn.readSubscripts(read.blocks, image) };
    } catch (error) {
      if (!(error instanceof TesseractCommandError)) throw error;
      // A command that cannot be started any more is not tried on the next pages.
      if (error.notStarted) this.#native = Promise.resolve(null);
      return { ...(await this.#builtIn.read(image)), engineNote: `${error.message} on this page` };
    }
  }

  async dispose(): Promise<void> {
    const native = await this.#native?.catch(() => null);
    this.#native = null;
    await Promise.all([native?.dispose(), this.#builtIn.dispose()]);
  }

  async #findNative(): Promise<NativeOcrEngine | null> {
    const command = await findTesseractCommand(this.#options.env);
    return command ? new NativeOcrEngine({ ...this.#options, command }) : null;
  }
}
