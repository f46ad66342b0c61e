import { shownName } from "../../../contract/shownName.ts";

/** The same file (by SHA-256) was imported into the same source before: a second copy is stored only when asked for. Nothing was stored. */
export class QaFileAlreadyImportedError extends Error {
  override readonly name = "QaFileAlreadyImportedError";
  readonly file: string;
  /** The earlier run holding the file's QAs. */
  readonly runId: number;

  /** `target` in words ("library paper 4"); `earlier` what the earlier run holds ("completed, 1,000 QAs"). */
  constructor(file: string, runId: number, target: string, earlier: string) {
    super(`${shownName(file)} was imported into ${shownName(target)} before: run ${runId} holds it (${earlier}). Nothing was stored. To store a second copy of its QAs, import it again with --again.`);
    this.file = file;
    this.runId = runId;
  }
}
