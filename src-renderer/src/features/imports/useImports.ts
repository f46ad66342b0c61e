import { useCallback, useState } from "react";
import type { ImportBatchReport, ImportFileReport } from "@contract/importReport.ts";
import { useImportReportActions } from "./useImportReportActions.ts";
import type { ZoteroEntryResult } from "@contract/importResults.ts";
import { client } from "../../client/index.ts";
import { errorInfoOf } from "../../shared/errorInfo.ts";
import { baseName } from "../../shared/format.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";
import { batchLabel, newBatchId, toUploads } from "./fileSources.ts";
import { chunkUploads } from "./chunkUploads.ts";
import { visibleBatches, type SendingBatch } from "./importStatus.ts";

/** Raw bytes per upload call: well under the server's body limit once base64 adds a third. */
const UPLOAD_CHUNK_BYTES = 64 * 1000 * 1000;
/** Files per upload call, so the list moves visibly during big drops. */
const UPLOAD_CHUNK_FILES = 12;
/** At most this many report fetches per second while files are being imported. */
const REFRESH_MS = 300;

export interface Imports {
  /** Recent imports, newest first: the core's report and what this window is still sending. */
  batches: ImportBatchReport[];
  /** The report could not be read, or an import or an unlock failed as a whole. */
  error: Error | null;
  /** Desktop: files or folders by path (from a native dialog or a drop); `folder` names the batch. */
  importPaths(paths: string[], options?: { folder?: string }): Promise<void>;
  /** Browser (and drops): the files' bytes. */
  uploadFiles(files: File[], label?: string): Promise<void>;
  /** Tries a password on a file that needs one; the report then shows the outcome. */
  unlock(batchId: string, file: ImportFileReport, password: string): Promise<void>;
  clearFinished(): Promise<void>;
  /** Cancels a running batch; the report then says what was imported and what was not read. */
  cancel(batchId: string): Promise<void>;
  /** Keeps both papers, or removes the new copy, of a file that looks like a paper already in the library. */
  resolveDuplicate(batchId: string, file: ImportFileReport, keepBoth: boolean): Promise<void>;
  /** Desktop: a Zotero export by path; its PDFs show in the report like any batch. */
  importZotero(file: string): Promise<void>;
  /** The last Zotero import of this window, for its per-item outcome (the report shows only files). */
  zotero: { label: string; results: ZoteroEntryResult[] } | null;
}

/**
 * The import report the core keeps for every window (so it survives a reload), kept fresh by
 * the import events, and the imports started here.
 */
export function useImports(): Imports {
  const report = useAsync(() => client.call("imports.importReport"), []);
  const refresh = useThrottledCallback(report.reload, REFRESH_MS);
  useAppEvent(["import.progress", "imports.changed"], refresh);
  const [sending, setSending] = useState<SendingBatch[]>([]);
  const [failure, setFailure] = useState<Error | null>(null);
  const [zotero, setZotero] = useState<{ label: string; results: ZoteroEntryResult[] } | null>(null);

  /** Runs one import call for a batch shown as "sending" until the call is over. */
  const send = useCallback(
    async (batch: SendingBatch, work: () => Promise<unknown>) => {
      setFailure(null);
      setSending((current) => [...current, batch]);
      try {
        await work();
      } catch (error) {
        // A cancel the user asked for is said by the batch itself ("Cancelled: ..."), not as a failure.
        if (errorInfoOf(error).name !== "ImportCancelledError") setFailure(new Error(`The import of ${batch.label} stopped: ${errorInfoOf(error).message}`));
      } finally {
        setSending((current) => current.filter((b) => b.id !== batch.id));
        report.reload();
      }
    },
    [report.reload],
  );

  const importPaths = useCallback(
    async (paths: string[], options: { folder?: string } = {}) => {
      const id = newBatchId();
      const label = options.folder ?? batchLabel(paths.map(baseName));
      // A folder expands in the core, so its files are only known from the report; a list of
      // PDFs can be shown as queued right away.
      const names = paths.every((path) => /\.pdf$/i.test(path)) ? paths.map(baseName) : [];
      await send({ id, label, names }, () => client.call("imports.importPapers", paths, { batchId: id, label }));
    },
    [send],
  );

  const uploadFiles = useCallback(
    async (files: File[], label?: string) => {
      if (files.length === 0) return;
      const id = newBatchId();
      const name = label ?? batchLabel(files.map((f) => f.name));
      // Big drops go in parts under one batch id: the core numbers the files across the parts.
      const groups = chunkUploads(files.map((f) => f.size), UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_FILES);
      await send({ id, label: name, names: files.map((f) => f.name) }, async () => {
        for (const group of groups) {
          const uploads = await toUploads(group.map((i) => files[i]!));
          await client.call("imports.upload", uploads, { batchId: id, label: name, expectedFiles: files.length });
        }
      });
    },
    [send],
  );

  const { unlock, resolveDuplicate, clearFinished, cancel } = useImportReportActions(report.reload, setFailure);

  const importZotero = useCallback(
    async (file: string) => {
      const id = newBatchId();
      const label = baseName(file);
      setZotero(null);
      await send({ id, label, names: [] }, async () => setZotero({ label, results: await client.call("imports.importZotero", file, { batchId: id, label }) }));
    },
    [send],
  );

  return { batches: visibleBatches(report.data, sending), error: failure ?? report.error, importPaths, uploadFiles, unlock, resolveDuplicate, clearFinished, cancel, importZotero, zotero };
}
