import fs from "node:fs";
import type { ModelDownloader } from "node-llama-cpp";
import type { DownloadProgress } from "../../../contract/modelDownload.ts";
import { ModelDownloadError } from "../errors/ModelDownloadError.ts";
import { ModelHashMismatchError } from "../errors/ModelHashMismatchError.ts";
import { checkHostReachable } from "./checkHostReachable.ts";
import { OFFLINE_HINT } from "./describeNetworkError.ts";
import { hashFile } from "./hashFile.ts";
import { hubEndpointFromEnvironment, serverOrigin } from "./downloadServer.ts";
import { modelsDirectory } from "./modelsDirectory.ts";

export interface DownloadModelFileOptions {
  /** The models folder goes under it: `<dataDir>/models/`. */
  dataDir: string;
  /** Pauses the download; the partial file stays for the next attempt. Defaults to none. */
  signal?: AbortSignal;
  /** Called as bytes arrive and as the phase changes. Defaults to none. */
  onProgress?: (progress: DownloadProgress) => void;
  /** 64 hex digits; a finished file with another sha256 is deleted (ModelHashMismatchError). Defaults to no check. */
  expectedSha256?: string;
  /** Where `hf:` URIs resolve. Defaults to $HF_ENDPOINT, else $MODEL_ENDPOINT, else https://huggingface.co/. */
  huggingFaceEndpoint?: string;
  /** How long the first contact with the server may take. Defaults to 15 s. */
  connectTimeoutMs?: number;
  /** Give up (keeping the partial file) when no byte arrives for this long. Defaults to 60 s. */
  stallTimeoutMs?: number;
}

export interface DownloadedModelFile {
  /** The file to load (for a model split into parts, the first part). */
  file: string;
  /** Bytes an interrupted earlier attempt had already fetched. */
  resumedFromBytes: number;
  /** The verified hash when `expectedSha256` was given, else null (the registry hashes it later). */
  sha256: string | null;
}

/**
 * Downloads a model into `<dataDir>/models/` through node-llama-cpp's downloader (ipull: several
 * connections, split and multi-part GGUFs, `hf:` URIs). Kept thin on purpose; what it adds:
 * - a reachability check first, because offline the downloader retries silently for minutes;
 * - resume: the downloader writes `<file>.ipull` (the bytes plus its own bookkeeping of which
 *   5 MiB chunks are complete) and continues from it when the same URI is downloaded into the
 *   same folder, so cancelling or a lost connection keeps that file instead of deleting it;
 * - a stall watchdog, because a connection that hangs would otherwise hang the download;
 * - cancellation that rejects (the downloader's own `download()` resolves when cancelled);
 * - the sha256 check, deleting a file that does not match.
 */
export async function downloadModel(uri: string, options: DownloadModelFileOptions): Promise<DownloadedModelFile> {
  const endpoint = options.huggingFaceEndpoint ?? hubEndpointFromEnvironment(uri, process.env);
  const origin = serverOrigin(uri, endpoint);
  const report = (phase: DownloadProgress["phase"], bytesDone = 0, totalBytes = 0, resumedFromBytes = 0) =>
    options.onProgress?.({ uri, phase, bytesDone, totalBytes, resumedFromBytes });
  options.signal?.throwIfAborted();

  report("resolving");
  await checkHostReachable(uri, origin, options.connectTimeoutMs ?? 15_000);
  const stall = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, stall.signal]) : stall.signal;
  let lastBytes = -1;
  let lastChange = Date.now();
  let resumedFromBytes = 0;
  let downloader: ModelDownloader;
  try {
    // Loaded on first use so that commands which never download do not pay for node-llama-cpp.
    const { createModelDownloader } = await import("node-llama-cpp");
    downloader = await createModelDownloader({
      modelUri: uri,
      dirPath: modelsDirectory(options.dataDir),
      deleteTempFileOnCancel: false,
      skipExisting: true,
      endpoints: { huggingFace: endpoint },
      onProgress: ({ downloadedSize, totalSize }) => report("downloading", downloadedSize, totalSize, resumedFromBytes),
    });
  } catch (error) {
    throw new ModelDownloadError(uri, describeDownloadFailure(error));
  }
  resumedFromBytes = downloader.downloadedSize;
  report("downloading", resumedFromBytes, downloader.totalSize, resumedFromBytes);

  const stallMs = options.stallTimeoutMs ?? 60_000;
  const watchdog = setInterval(() => {
    if (downloader.downloadedSize !== lastBytes) {
      lastBytes = downloader.downloadedSize;
      lastChange = Date.now();
    } else if (Date.now() - lastChange >= stallMs) {
      const kept = downloader.downloadedSize;
      stall.abort(new ModelDownloadError(uri, `no data arrived for ${Math.round(stallMs / 1000)} s, so the download stopped. ${kept} bytes are kept; run the same download again to resume.`));
    }
  }, Math.min(1000, stallMs / 4));
  try {
    await downloader.download({ signal });
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw new ModelDownloadError(uri, describeDownloadFailure(error));
  } finally {
    clearInterval(watchdog);
  }
  if (signal.aborted) throw signal.reason;

  const file = downloader.entrypointFilePath;
  if (!options.expectedSha256) return { file, resumedFromBytes, sha256: null };
  report("verifying", 0, downloader.totalSize, resumedFromBytes);
  const sha256 = await hashFile(file, { signal: options.signal, onProgress: (done, total) => report("verifying", done, total, resumedFromBytes) });
  if (sha256 !== options.expectedSha256.toLowerCase()) {
    fs.rmSync(file, { force: true });
    throw new ModelHashMismatchError(file, options.expectedSha256.toLowerCase(), sha256);
  }
  return { file, resumedFromBytes, sha256 };
}

/** The downloader's HTTP errors carry `statusCode`; the common ones get advice. */
function describeDownloadFailure(error: unknown): string {
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 404) return "the server has no such file (HTTP 404); check the URI (user, repository and file name are case-sensitive).";
  if (status === 401 || status === 403) {
    return `access was refused (HTTP ${status}): the model may be gated; accept its licence on the hub's page and set HF_TOKEN to an access token.`;
  }
  if (status) return `the server answered HTTP ${status}. A partial file, if any, is kept; run the same download again to resume.`;
  const message = (error as Error).message ?? String(error);
  if (/fetch failed|ENOTFOUND|EAI_AGAIN|ECONN|ETIMEDOUT/i.test(message)) return `${message}. ${OFFLINE_HINT}`;
  return `${message}. A partial file, if any, is kept; run the same download again to resume.`;
}
