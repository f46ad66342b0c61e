import path from "node:path";
import type { OcrModel } from "../../../contract/ocrEngineNames.ts";
import type { CommandRunner } from "./CommandRunner.ts";
import { NativeOcrEngine } from "./NativeOcrEngine.ts";
import { OcrEngine } from "./OcrEngine.ts";
import { builtInEngineVersions, fileStamp } from "./ocrEngineVersions.ts";
import type { OcrPageRead, OcrReader } from "./OcrReader.ts";
import { findSystemTessdata, systemLanguageProblem, type SystemTessdata } from "./systemTessdata.ts";
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
  /** Whose language data the installed command reads with. Defaults to "distillate"; the built-in engine always reads with Distillate's. */
  model?: OcrModel;
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
 * as long again. With the "system" model the command reads with its own language data while it
 * has a usable file for every language, checked again each page (a package removed mid-import);
 * when not, the page is read with Distillate's model and its note says why.
 */
export class PreferredOcrEngine implements OcrReader {
  readonly languages: string[];
  readonly choice: OcrEngineChoice;
  readonly model: OcrModel;
  readonly #builtIn: OcrEngine;
  readonly #options: PreferredOcrEngineOptions;
  #native: Promise<NativeOcrEngine | null> | null = null;
  #system: Promise<SystemTessdata | null> | null = null;
  #systemNative: NativeOcrEngine | null = null;

  constructor(options: PreferredOcrEngineOptions = {}) {
    this.languages = options.languages?.length ? options.languages : ["eng"];
    this.choice = options.engine ?? "automatic";
    this.model = options.model ?? "distillate";
    this.#options = options;
    this.#builtIn = new OcrEngine(options);
  }

  async read(image: Uint8Array): Promise<OcrPageRead> {
    const [read] = await this.readMany([image]);
    if (read instanceof Error) throw read;
    return read!;
  }

  /** Each page's read (see OcrReader.readMany); the installed command reads them in one run. */
  async readMany(images: readonly Uint8Array[], onPage?: (i: number) => void): Promise<(OcrPageRead | Error)[]> {
    const native = this.choice === "automatic" ? await (this.#native ??= this.#findNative()) : null;
    if (!native) return inTurn(images, onPage, async (image) => ({ ...(await this.#builtIn.read(image)), ...(this.choice === "automatic" ? { engineNote: "no installed tesseract command was found" } : {}) }));
    const { reader, note } = this.model === "system" ? await this.#systemReader(native) : { reader: native, note: undefined };
    const reads = images.length === 1 ? [await reader.recognize(images[0]!).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e))))] : await reader.recognizeMany(images);
    return inTurn(images, onPage, async (image, i) => {
      const blocks = reads[i]!;
      if (!(blocks instanceof Error)) {
        // The command reads subscript digits as "," or ";" as tesseract.js does: the marks are read
        // again in tesseract.js's worker, started only for a page that has such a mark.
        return { blocks: await this.#builtIn.readSubscripts(blocks, image), engine: reader.name, ...(note ? { engineNote: note } : {}) };
      }
      if (!(blocks instanceof TesseractCommandError)) throw blocks;
      // A command that cannot be started any more is not tried on the next pages.
      if (blocks.notStarted) this.#native = Promise.resolve(null);
      // The note is grouped with the same note of other pages (ocrNotes), and shown with their
      // numbers: it names no page itself ("on this page" read "2 pages: ... on this page").
      return { ...(await this.#builtIn.read(image)), engineNote: blocks.message };
    });
  }

  /**
   * What identifies the engines and model files that would read a page now, for keeping reads
   * (CachedOcrReader): the built-in engine's (it reads every page, or a page's subscript marks
   * again), and the installed command's version and file, and its own language files with the
   * "system" model. Asked again by each reader that keeps reads (a stat of a few files: a model
   * file replaced between imports is seen); the command is looked for once, as a page's read does.
   */
  async versions(): Promise<string> {
    const parts = [builtInEngineVersions(this.languages)];
    const native = this.choice === "automatic" ? await (this.#native ??= this.#findNative()) : null;
    if (native) parts.push(`command ${native.command.version} ${fileStamp(native.command.file)}`);
    if (native && this.model === "system") {
      const system = await (this.#system ??= findSystemTessdata(native.command, this.#options.env));
      if (system) parts.push(...this.languages.map((code) => fileStamp(path.join(system.folder, `${code}.traineddata`))));
    }
    return parts.join("; ");
  }

  async dispose(): Promise<void> {
    const native = await this.#native?.catch(() => null);
    const systemNative = this.#systemNative;
    this.#native = null;
    this.#systemNative = null;
    await Promise.all([native?.dispose(), systemNative?.dispose(), this.#builtIn.dispose()]);
  }

  /** The command reading with its own language data, or with Distillate's and a note saying why not. */
  async #systemReader(native: NativeOcrEngine): Promise<{ reader: NativeOcrEngine; note?: string }> {
    const system = await (this.#system ??= findSystemTessdata(native.command, this.#options.env));
    const problem = system ? systemLanguageProblem(system.folder, this.languages) : "the installed tesseract did not say where it keeps it";
    if (problem || !system) return { reader: native, note: `the installed tesseract's own language data could not be used (${problem}), so Distillate's own read this page` };
    this.#systemNative ??= new NativeOcrEngine({ ...this.#options, command: native.command, systemTessdata: system.folder });
    return { reader: this.#systemNative };
  }

  async #findNative(): Promise<NativeOcrEngine | null> {
    const command = await findTesseractCommand(this.#options.env);
    return command ? new NativeOcrEngine({ ...this.#options, command }) : null;
  }
}

/** Each image's read in turn, or the error it gave: one page's failure is that page's alone. */
async function inTurn(images: readonly Uint8Array[], onPage: ((i: number) => void) | undefined, read: (image: Uint8Array, i: number) => Promise<OcrPageRead>): Promise<(OcrPageRead | Error)[]> {
  const reads: (OcrPageRead | Error)[] = [];
  for (const [i, image] of images.entries()) onPage?.(i), reads.push(await read(image, i).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))));
  return reads;
}
