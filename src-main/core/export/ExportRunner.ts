import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { EXPORT_FORMAT_VERSIONS, isFolderFormat, type ExportFormat, type ExportOptions } from "../../contract/exportFormat.ts";
import type { ExportResultView } from "../../contract/exportRequests.ts";
import type { DatasetReport } from "../../contract/report.ts";
import type { ExportHooks } from "../../contract/services.ts";
import { errorFromReply } from "../documents/pool/workerMessages.ts";
import { workerScriptUrl } from "../files/workerScript.ts";
import { installSecret } from "../system/installSecret.ts";
import { checkExportFolder, checkExportTarget, type LibraryLocation } from "./checkExportTarget.ts";
import { checkFolderOwnership } from "./checkFolderOwnership.ts";
import { checkReportSidecar } from "./checkReportSidecar.ts";
import { manifestText, writingManifestText } from "./exportManifest.ts";
import { removeAbandonedPartials } from "./exportPartials.ts";
import { ExportStoppedError } from "./errors/ExportStoppedError.ts";
import { FolderFormatNotDownloadableError } from "./errors/FolderFormatNotDownloadableError.ts";
import type { ExportJob, ExportWorkerMessage } from "./exportWorkerMessages.ts";
import type { ExportSelection } from "./streamExport.ts";
import { commitExportTemp, commitExportTempFolder, createExportTemp, createExportTempFolder, discardExportTemp, discardExportTempFolder, sealExportTempFolder } from "./exportTempFile.ts";

/**
 * How long a worker may take to end by itself, once it has sent its answer or been asked to stop
 * (it closes its database), before it is terminated.
 */
const WORKER_GRACE_MS = 5_000;

export interface ExportRunnerOptions extends LibraryLocation {
  /**
   * The most an export returned as text may hold, in bytes. Defaults to 128 MiB: the text is
   * held whole by the core, the transport and the browser at once.
   */
  maxTextBytes?: number;
  /** Script each worker runs. Defaults to exportWorker (TypeScript source or the built bundle). */
  workerUrl?: URL;
  /** Builds the evaluation report of a selection, for the dataset card. Defaults to none (the card says so). */
  buildReport?: (selection: ExportSelection) => Promise<DatasetReport>;
  /**
   * The file written beside each export once it is done (its report), checked with the target
   * so an export that could not write it is refused before any work (checkReportSidecar.ts).
   * Defaults to none.
   */
  besideTarget?: (target: string) => string;
}

/** One export as asked for. */
export interface ExportFileRequest {
  out: string;
  format: ExportFormat;
  selection?: ExportSelection;
  options?: ExportOptions;
}

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
  readonly #running = new Set<(reason: Error) => Promise<void>>();
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

  #run(job: Omit<ExportJob, "databasePath" | "stop">, hooks: ExportHooks): Promise<Extract<ExportWorkerMessage, { type: "done" }>> {
    const { signal, onProgress } = hooks;
    if (signal?.aborted) return Promise.reject(stoppedBy(signal));
    const stopFlag = new Int32Array(new SharedArrayBuffer(Int32Array.BYTES_PER_ELEMENT));
    const worker = new Worker(this.#options.workerUrl ?? workerScriptUrl("exportWorker", import.meta.url, "The export worker"), {
      workerData: { ...job, databasePath: this.#options.databasePath, stop: stopFlag } satisfies ExportJob,
    });
    return new Promise((resolve, reject) => {
      let settled: Promise<void> | undefined;
      // A stopped export settles only once the thread is gone: its file descriptor is closed
      // (and its number possibly reused) right after, and no late write may land anywhere.
      const finish = (outcome: Extract<ExportWorkerMessage, { type: "done" }> | Error, how: "ended" | "stop" | "terminate"): Promise<void> => {
        if (settled) return settled;
        this.#running.delete(stop);
        signal?.removeEventListener("abort", onAbort);
        const gone = how === "terminate" ? worker.terminate().then(() => undefined) : how === "stop" ? stopGently(worker, stopFlag) : Promise.resolve();
        settled = gone.catch(() => undefined).then(() => (outcome instanceof Error ? reject(outcome) : resolve(outcome)));
        return settled;
      };
      // Asked, not terminated: a thread terminated in the middle of a SQLite read can abort the
      // whole process. It checks the flag before each record and ends by itself (stopGently).
      const stop = (reason: Error) => finish(reason, "stop");
      const onAbort = () => void stop(stoppedBy(signal!));
      this.#running.add(stop);
      signal?.addEventListener("abort", onAbort, { once: true });
      // The outcome is kept until the thread has exited: it still closes its database after
      // answering, and a process that ends meanwhile (a CLI command, a test file) could tear
      // that native call down half-way.
      // A thread that has answered but does not end within a few seconds is stopped, so nothing
      // it might still hold open can keep the export waiting.
      let outcome: Extract<ExportWorkerMessage, { type: "done" }> | Error | undefined;
      const answered = (value: NonNullable<typeof outcome>) => {
        outcome = value;
        setTimeout(() => void worker.terminate().catch(() => undefined), WORKER_GRACE_MS).unref();
      };
      worker.on("message", (message: ExportWorkerMessage) => {
        if (message.type === "progress") onProgress?.({ records: message.records, total: message.total });
        else if (message.type === "done") answered(message);
        else answered(errorFromReply(message.error));
      });
      worker.on("error", (error) => void finish(error, "terminate"));
      worker.on("exit", (code) => void finish(outcome ?? new Error(`The export stopped unexpectedly (its worker exited with code ${code}).`), "ended"));
    });
  }
}

/**
 * Asks an export's thread to stop (it sees the flag before its next record, throws, closes its
 * database and ends) and resolves once it has ended; one that has not ended within the grace
 * is terminated.
 */
function stopGently(worker: Worker, flag: Int32Array): Promise<void> {
  return new Promise((resolve) => {
    const late = setTimeout(() => void worker.terminate().catch(() => undefined), WORKER_GRACE_MS);
    late.unref();
    worker.once("exit", () => {
      clearTimeout(late);
      resolve();
    });
    Atomics.store(flag, 0, 1);
  });
}

function result(file: string, format: ExportFormat, done: Extract<ExportWorkerMessage, { type: "done" }>, removedPartials: string[]): ExportResultView {
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

function stoppedBy(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  return new ExportStoppedError(reason instanceof Error ? reason.message : String(reason ?? "cancelled"));
}
