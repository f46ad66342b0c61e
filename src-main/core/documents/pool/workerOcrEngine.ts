import { CachedOcrReader } from "../ocr/CachedOcrReader.ts";
import type { OcrReader } from "../ocr/OcrReader.ts";
import { PreferredOcrEngine } from "../ocr/PreferredOcrEngine.ts";
import type { ParentCommandRunner } from "./ParentCommandRunner.ts";
import type { OcrRequest } from "./workerRequests.ts";

/**
 * A parse worker's OCR engine, kept from file to file while the languages, engine and model stay
 * the same: starting one takes about 2 s, and a worker reads many files in a batch.
 */
export class WorkerOcrEngine {
  #engine: PreferredOcrEngine | null = null;
  readonly #runner: ParentCommandRunner;

  constructor(runner: ParentCommandRunner) {
    this.#runner = runner;
  }

  /** The engine, reading each page picture once when the request names a folder to keep reads in; null without OCR. */
  reader(ocr: OcrRequest | undefined): OcrReader | null {
    const read = this.#engineFor(ocr);
    if (!read || !ocr?.keepReadsIn) return read;
    return new CachedOcrReader(read, ocr.keepReadsIn, { engine: read.choice, model: read.model, versions: () => read.versions() });
  }

  /** Stops the engine, if one was made. */
  async dispose(): Promise<void> {
    await this.#engine?.dispose();
  }

  #engineFor(ocr: OcrRequest | undefined): PreferredOcrEngine | null {
    if (!ocr) return null;
    const choice = ocr.engine ?? "builtin";
    const model = ocr.model ?? "distillate";
    const engine = this.#engine;
    if (engine && engine.languages.join("+") === ocr.languages.join("+") && engine.choice === choice && engine.model === model) return engine;
    void engine?.dispose();
    this.#engine = new PreferredOcrEngine({ ...ocr, engine: choice, model, runner: this.#runner });
    return this.#engine;
  }
}
