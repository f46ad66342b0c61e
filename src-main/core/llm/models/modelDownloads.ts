import fs from "node:fs";
import { toErrorInfo } from "../../../contract/errors.ts";
import type { DownloadModelOptions, DownloadModelResult, DownloadProgress } from "../../../contract/modelDownload.ts";
import type { ModelsService } from "../../../contract/services.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import type { Emit } from "../../events/EventHub.ts";
import { throttleLatest } from "../../events/throttleLatest.ts";
import { findModelByPath, getModel, listModels } from "../../db/repositories/models.ts";
import { DownloadCancelledError } from "../errors/DownloadCancelledError.ts";
import { PreviousDownloadMismatchError } from "../errors/PreviousDownloadMismatchError.ts";
import { addModelFile, defaultName, type AddModelContext } from "./addModelFile.ts";
import { CATALOG } from "./catalog.ts";
import { downloadModel, type DownloadModelFileOptions } from "./downloadModel.ts";
import type { ModelHasher } from "./ModelHasher.ts";
import { readStoredFacts } from "./storedModelFacts.ts";
import { fileStatus, toModelInfo } from "./toModelInfo.ts";

export interface ModelDownloadsOptions {
  db: () => LibraryDatabase;
  dataDir: string;
  hasher: ModelHasher;
  /** What registering a downloaded file needs (see addModelFile). */
  context: () => AddModelContext;
  /** Where "model.download" and "model.downloadEnded" go. */
  emit: Emit;
  /** Announces that the registry changed ("models.changed"). */
  changed: () => void;
  /** Endpoint and timeouts of downloads (tests shorten them). Defaults to downloadModel's. */
  download?: Pick<DownloadModelFileOptions, "huggingFaceEndpoint" | "connectTimeoutMs" | "stallTimeoutMs">;
}

/**
 * The models service's downloads: a model fetched by URI and registered, its progress published
 * as events, a second request for a URI under way joining the first, and cancelling by URI.
 */
export function createModelDownloads(options: ModelDownloadsOptions): Pick<ModelsService, "download" | "cancelDownload"> {
  const { db, hasher, emit, changed } = options;
  // Downloads under way in this process, by URI: a second request for the same URI joins the first.
  const downloads = new Map<string, { stop: AbortController; result: Promise<DownloadModelResult> }>();

  /** This URI's file is registered: answer from the registry, checking the hash if one is expected. */
  async function alreadyDownloaded(id: number, expectedSha256: string | undefined): Promise<DownloadModelResult> {
    if (expectedSha256) await hasher.enqueue(id);
    const row = getModel(db(), id)!;
    const expected = expectedSha256?.toLowerCase();
    if (expected && row.sha256 !== expected) {
      throw new PreviousDownloadMismatchError(readStoredFacts(row.metadata).source ?? row.filePath, id, row.sha256, expected);
    }
    return { status: "already-registered", model: toModelInfo(row, hasher.progressOf(id)), resumedFromBytes: 0, sha256Verified: expected !== undefined };
  }

  /** One download to the end: a URI downloaded before is answered from the registry, else the file is fetched and registered. */
  async function downloadNow(uri: string, downloadOptions: DownloadModelOptions): Promise<DownloadModelResult> {
    const connection = db();
    const { onProgress, signal, expectedSha256, name } = downloadOptions;
    const previous = listModels(connection).find((row) => readStoredFacts(row.metadata).source === uri && fileStatus(row.filePath, row.fileSize) === "present");
    if (previous) return alreadyDownloaded(previous.id, expectedSha256);
    const downloaded = await downloadModel(uri, { ...options.download, dataDir: options.dataDir, onProgress, signal, expectedSha256 });
    onProgress?.({ uri, phase: "registering", bytesDone: 0, totalBytes: 0, resumedFromBytes: downloaded.resumedFromBytes });
    try {
      const added = await addModelFile(options.context(), downloaded.file, { name: name ?? downloadedName(uri, downloaded.file) }, { managed: true, source: uri, sha256: downloaded.sha256 });
      return { ...added, resumedFromBytes: downloaded.resumedFromBytes, sha256Verified: downloaded.sha256 !== null };
    } catch (error) {
      // A server can answer 200 with a web page; what we fetched and cannot use is ours to delete.
      if (!findModelByPath(connection, downloaded.file)) fs.rmSync(downloaded.file, { force: true });
      throw error;
    }
  }

  return {
    download(uri, downloadOptions = {}): Promise<DownloadModelResult> {
      const running = downloads.get(uri);
      if (running) return running.result;
      const stop = new AbortController();
      const progress = throttleLatest<DownloadProgress>((p) => emit({ type: "model.download", progress: p }));
      let last: DownloadProgress | null = null;
      const finish = (error: unknown) => {
        if (last) progress.final(last);
        else progress.cancel();
        downloads.delete(uri);
        emit({ type: "model.downloadEnded", uri, error: error === null ? null : toErrorInfo(error) });
      };
      const result = downloadNow(uri, {
        ...downloadOptions,
        signal: downloadOptions.signal ? AbortSignal.any([downloadOptions.signal, stop.signal]) : stop.signal,
        onProgress: (p) => {
          last = p;
          downloadOptions.onProgress?.(p);
          progress.push(p);
        },
      }).then(
        (value) => {
          finish(null);
          if (value.status === "added") changed();
          return value;
        },
        (error: unknown) => {
          finish(error);
          throw error;
        },
      );
      downloads.set(uri, { stop, result });
      return result;
    },

    async cancelDownload(uri) {
      const running = downloads.get(uri);
      if (!running) return false;
      running.stop.abort(new DownloadCancelledError(uri));
      await running.result.catch(() => undefined);
      return true;
    },
  };
}

/**
 * A catalog model keeps its catalog name; otherwise the file name, without the `hf_<user>_`
 * prefix node-llama-cpp gives files downloaded from `hf:` URIs.
 */
function downloadedName(uri: string, file: string): string {
  const listed = CATALOG.find((entry) => entry.uri === uri);
  if (listed) return listed.name;
  const user = /^hf:([^/]+)\//.exec(uri)?.[1];
  const name = defaultName(file);
  return user && name.startsWith(`hf_${user}_`) ? name.slice(`hf_${user}_`.length) : name;
}
