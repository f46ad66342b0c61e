import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { EXPORT_FORMAT_VERSIONS, isFolderFormat, type ExportFormat, type ExportOptions } from "../../contract/exportFormat.ts";
import type { ExportResultView } from "../../contract/exportRequests.ts";
import type { ExportHooks } from "../../contract/services.ts";
import { installSecret } from "../system/installSecret.ts";
import { checkExportFolder, checkExportTarget } from "./checkExportTarget.ts";
import { checkFolderOwnership } from "./checkFolderOwnership.ts";
import { checkReportSidecar } from "./checkReportSidecar.ts";
import { manifestText, writingManifestText } from "./exportManifest.ts";
import { removeAbandonedPartials } from "./exportPartials.ts";
import { ExportStoppedError } from "./errors/ExportStoppedError.ts";
import type { ExportFileRequest, ExportRunnerOptions } from "./exportRunnerOptions.ts";
import { FolderFormatNotDownloadableError } from "./errors/FolderFormatNotDownloadableError.ts";
import type { ExportJob } from "./exportWorkerMessages.ts";
import { runExportWorker, type ExportDone, type StopExport } from "./runExportWorker.ts";
import type { ExportSelection } from "./streamExport.ts";
import { commitExportTemp, commitExportTempFolder, createExportTemp, createExportTempFolder, discardExportTemp, discardExportTempFolder, sealExportTempFolder } from "./exportTempFile.ts";

const DEFAULT_MAX_TEXT_BYTES = 128 * 1024 * 1024;
/** The selection when none is given: every QA (an empty query names no reviewer's queue). */
const EVERY_QA: ExportSelection = { query: {}, reviewer: "" };

/**
 * Runs exports in worker threads, one worker each, so the thread answering calls (Electron's
 * main process, the HTTP server) stays responsive however large the library. Files are created,
 * renamed and removed here; the worker only reads the library and writes records.
 */
export class ExportRunner {
  readonly #options: ExportRunnerOptions;
  /** Stops an export under way; resolves once its thread has ended. */
  readonly #running = new Set<StopExport>();
  /** Temporary files of exports under way, removed at once by `dispose` (see there). */
  readonly #partials = new Set<string>();

  constructor(options: ExportRunnerOptions) {
    this.#options = options;
  }

  /**
   * Writes the selected QAs to `out` atomically, after refusing a target that would harm the
   * library: a file format through a temporary file renamed onto it, a folder format through a
   * temporary folder put in its place.
   */
  async toFile(request: ExportFileRequest, hooks: ExportHooks = {}): Promise<ExportResultView> {
    const selection = request.selection ?? EVERY_QA;
    const options = request.options ?? {};
    if (isFolderFormat(request.format)) return this.#toFolder({ ...request, selection, options }, hooks);
    const target = checkExportTarget(request.out, this.#options);
    await this.#checkBeside(target.path);
    await fsp.mkdir(path.dirname(target.path), { recursive: true });
    const removedPartials = await removeAbandonedPartials(path.dirname(target.path), this.#secret());
    const temp = await createExportTemp(target.path, target.mode);
    this.#partials.add(temp.path);
    try {
      const done = await this.#run({ format: request.format, selection, options, output: { kind: "file", fd: temp.handle.fd } }, hooks);
      await commitExportTemp(temp, target.path);
      return result(target.path, request.format, done, removedPartials);
    } catch (error) {
      await discardExportTemp(temp);
      throw error;
    } finally {
      this.#partials.delete(temp.path);
    }
  }

  async #checkBeside(target: string): Promise<void> {
    if (this.#options.besideTarget) await checkReportSidecar(this.#options.besideTarget(target), this.#options);
  }

  /**
   * This installation's secret, which signs the manifest of every folder export (exportManifest.ts):
   * read here, in the thread that alone creates, replaces and removes folders, never sent to a worker.
   */
  #secret(): Buffer {
    return installSecret(this.#options.dataDir);
  }

  async #toFolder(request: Required<ExportFileRequest>, hooks: ExportHooks): Promise<ExportResultView> {
    const secret = this.#secret();
    const target = await checkExportFolder(request.out, this.#options, request.format, secret);
    await this.#checkBeside(target.path);
    const report = request.format === "huggingface" && this.#options.buildReport ? await this.#options.buildReport(request.selection) : undefined;
    await fsp.mkdir(path.dirname(target.path), { recursive: true });
    const removedPartials = await removeAbandonedPartials(path.dirname(target.path), secret);
    const temp = await createExportTempFolder(target.path, (name) => writingManifestText(request.format, name, secret));
    this.#partials.add(temp);
    try {
      const done = await this.#run({ format: request.format, selection: request.selection, options: request.options, report, output: { kind: "folder", path: temp } }, hooks);
      // Last, so a folder holding a finished manifest is a whole export; what lets a later export replace it.
      const manifestBytes = await sealExportTempFolder(temp, manifestText(request.format, done.files ?? [], secret));
      await commitExportTempFolder(temp, target.path, target.mode, () => checkFolderOwnership(target.path, request.format, secret));
      return result(target.path, request.format, { ...done, bytes: done.bytes + manifestBytes }, removedPartials);
    } catch (error) {
      await discardExportTempFolder(temp);
      throw error;
    } finally {
      this.#partials.delete(temp);
    }
  }

  /** The selected QAs as the file would hold them, for a download; ExportTooLargeError past the limit. */
  async toText(request: { format: ExportFormat; selection?: ExportSelection; options?: ExportOptions }, hooks: ExportHooks = {}): Promise<{ text: string; records: number; duplicatesRemoved: number; omitted: number }> {
    if (isFolderFormat(request.format)) throw new FolderFormatNotDownloadableError(request.format);
    const maxBytes = this.#options.maxTextBytes ?? DEFAULT_MAX_TEXT_BYTES;
    const done = await this.#run({ format: request.format, selection: request.selection ?? EVERY_QA, options: request.options ?? {}, output: { kind: "text", maxBytes } }, hooks);
    return { text: done.text ?? "", records: done.records, duplicatesRemoved: done.duplicatesRemoved, omitted: done.omitted };
  }

  /**
   * Stops every running export; used when the core closes. Their temporary files are unlinked
   * here and now, before this returns, because the app may exit before the asynchronous clean-up
   * runs; a worker still finishing a write only writes into the unlinked file, whose descriptor
   * stays open until it is gone. The promise resolves once every export's thread has ended.
   */
  dispose(): Promise<void> {
    const ended = [...this.#running].map((stop) => stop(new ExportStoppedError("Distillate is closing")));
    for (const file of this.#partials) fs.rmSync(file, { force: true, recursive: true });
    return Promise.all(ended).then(() => undefined);
  }

  #run(job: Omit<ExportJob, "databasePath" | "stop">, hooks: ExportHooks): Promise<ExportDone> {
    return runExportWorker({ ...job, databasePath: this.#options.databasePath }, this.#options.workerUrl, this.#running, hooks);
  }
}

function result(file: string, format: ExportFormat, done: ExportDone, removedPartials: string[]): ExportResultView {
  return {
    path: file,
    format,
    formatVersion: EXPORT_FORMAT_VERSIONS[format],
    records: done.records,
    bytes: done.bytes,
    duplicatesRemoved: done.duplicatesRemoved,
    omitted: done.omitted,
    ...(done.splits && { splits: done.splits }),
    ...(removedPartials.length > 0 && { removedPartials }),
  };
}
