import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createWorker, OEM, PSM, type Block, type Worker } from "tesseract.js";
import { BUILT_IN_ENGINE } from "../../../contract/ocrEngineNames.ts";
import { installedOcrLanguages, type OcrLanguage } from "./ocrLanguages.ts";
import { OcrLanguageMissingError } from "./OcrLanguageMissingError.ts";
import { OcrPageTimeoutError } from "./OcrPageTimeoutError.ts";
import type { OcrPageRead, OcrReader } from "./OcrReader.ts";
import { readSubscriptDigits } from "./subscriptDigits.ts";

export interface OcrEngineOptions {
  /** Tesseract language codes, read together ("eng", "deu"). Defaults to ["eng"]. */
  languages?: string[];
  /**
   * How long one page may take before its OCR is stopped and the page given up. Defaults to 10
   * minutes: a bound for a page tesseract is stuck on, not a speed limit. A 300 dpi page took up
   * to 108 s on a 2-core machine at load 27, and a machine busier still must not lose pages.
   */
  pageTimeoutMs?: number;
}

/**
 * One tesseract.js worker (its own thread, running tesseract's WebAssembly build), started on
 * first use and kept for the next pages. Language data is read from the installed
 * `@tesseract.js-data/*` packages and handed over as bytes, so tesseract.js never fetches.
 */
export class OcrEngine implements OcrReader {
  readonly languages: string[];
  readonly #pageTimeoutMs: number;
  #worker: Promise<Worker> | null = null;

  constructor(options: OcrEngineOptions = {}) {
    this.languages = options.languages?.length ? options.languages : ["eng"];
    this.#pageTimeoutMs = options.pageTimeoutMs ?? 600_000;
  }

  async read(image: Uint8Array): Promise<OcrPageRead> {
    return { blocks: await this.readSubscripts(await this.recognize(image), image), engine: BUILT_IN_ENGINE };
  }

  /** The page's blocks with subscript digits read as "," or ";" read again (see subscriptDigits). */
  async readSubscripts(blocks: Block[], image: Uint8Array): Promise<Block[]> {
    try {
      return await readSubscriptDigits(blocks, image, (pictures) => this.#withinPageTime(this.readDigits(pictures)));
    } catch (error) {
      // The page was read; a second look at its marks that stalls only leaves them as first read.
      if (error instanceof OcrPageTimeoutError) return blocks;
      throw error;
    }
  }

  /**
   * Reads small pictures each as one digit, in the page's worker: its settings are switched to
   * one character of the ten digits for them and set back after, so the next page reads as before.
   */
  async readDigits(pictures: Uint8Array[]): Promise<({ text: string; confidence: number } | null)[]> {
    const worker = await (this.#worker ??= this.#start());
    await worker.setParameters({ tessedit_pageseg_mode: PSM.SINGLE_CHAR, tessedit_char_whitelist: "0123456789" });
    try {
      const reads: ({ text: string; confidence: number } | null)[] = [];
      for (const picture of pictures) {
        const { data } = await worker.recognize(Buffer.from(picture), {}, { text: true });
        const text = data.text.trim();
        reads.push(text ? { text, confidence: data.confidence } : null);
      }
      return reads;
    } finally {
      await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, tessedit_char_whitelist: "" });
    }
  }

  /** Reads the text of one page image (an image file's bytes: PGM, PNG, JPEG): tesseract's blocks, lines and words, in pixels. */
  async recognize(image: Uint8Array): Promise<Block[]> {
    const worker = await (this.#worker ??= this.#start());
    const result = await this.#withinPageTime(worker.recognize(Buffer.from(image), {}, { blocks: true, text: false }));
    return result.data.blocks ?? [];
  }

  /** The worker's answer, or OcrPageTimeoutError past the page's time. */
  async #withinPageTime<T>(work: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new OcrPageTimeoutError(this.#pageTimeoutMs)), this.#pageTimeoutMs);
    });
    try {
      return await Promise.race([work, late]);
    } catch (error) {
      // A worker that timed out or failed may be stuck mid-page: the next page gets a new one.
      await this.dispose();
      throw error instanceof Error ? error : new Error(String(error));
    } finally {
      clearTimeout(timer);
    }
  }

  /** Ends the tesseract worker; the next page starts another. Safe to call twice. */
  async dispose(): Promise<void> {
    const worker = this.#worker;
    this.#worker = null;
    await (await worker?.catch(() => null))?.terminate().catch(() => undefined);
  }

  async #start(): Promise<Worker> {
    const installed = installedOcrLanguages();
    const found = this.languages.map((code) => {
      const language = installed.find((l) => l.code === code);
      if (!language) throw new OcrLanguageMissingError(code, installed.map((l) => l.code));
      return language;
    });
    // tesseract.js reads every language from one folder (a local path: read from disk, never
    // fetched). Languages from several packages are linked into one temporary folder.
    const folders = new Set(found.map((l) => l.langPath));
    const langPath = folders.size === 1 ? found[0]!.langPath : linkedLanguages(found);
    // cacheMethod "none": nothing is written beside the app (tesseract.js would otherwise cache
    // the data in the working directory).
    const worker = await createWorker(this.languages.join("+"), OEM.LSTM_ONLY, { cacheMethod: "none", gzip: true, langPath });
    // Automatic page segmentation: columns, headings and captions become their own blocks.
    await worker.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: "0" });
    return worker;
  }
}

/** A temporary folder linking each language's data file, for tesseract.js's one langPath. */
function linkedLanguages(languages: readonly OcrLanguage[]): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "distillate-ocr-"));
  for (const { code, langPath } of languages) fs.symlinkSync(path.join(langPath, `${code}.traineddata.gz`), path.join(folder, `${code}.traineddata.gz`));
  return folder;
}
