import { useCallback, useReducer, useRef } from "react";
import { client } from "../../client/index.ts";
import { errorInfoOf } from "../../shared/errorInfo.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { baseName } from "../../shared/format.ts";
import { batchLabel, newBatchId, toUploads } from "./fileSources.ts";
import { chunkUploads, importReducer, initialImportState, shiftProgressEvent, type ImportState } from "./importStatus.ts";

/** Raw bytes per upload call: well under the server's body limit once base64 adds a third. */
const UPLOAD_CHUNK_BYTES = 64 * 1000 * 1000;
/** Files per upload call, so the list moves visibly during big drops. */
const UPLOAD_CHUNK_FILES = 12;

export interface Imports {
  state: ImportState;
  /** Desktop: files or folders by path (from a native dialog or a drop); `folder` names the batch. */
  importPaths(paths: string[], options?: { folder?: string }): Promise<void>;
  /** Browser (and drops): the files' bytes. */
  uploadFiles(files: File[], label?: string): Promise<void>;
  retryWithPassword(batchId: string, index: number, password: string): Promise<void>;
  clearFinished(): void;
}

/** The imports started from this view, their per-file progress, and password retries. */
export function useImports(): Imports {
  const [state, dispatch] = useReducer(importReducer, initialImportState);
  const stateRef = useRef(state);
  stateRef.current = state;
  // Progress events name the id the call was given: the batch itself, or one upload group of it.
  const routes = useRef(new Map<string, { batchId: string; offset: number; total: number | null }>());
  // The files of uploads, by "batch:index": the app deletes an upload that failed, so a
  // password retry sends the bytes again rather than naming the stored copy.
  const uploaded = useRef(new Map<string, File>());

  useAppEvent("import.progress", (event) => {
    const route = routes.current.get(event.batchId);
    if (!route) return; // another window's import, or a password retry (its answer is enough)
    dispatch({ type: "progress", batchId: route.batchId, event: shiftProgressEvent(event.event, route.offset, route.total) });
  });

  const importPaths = useCallback(async (paths: string[], options: { folder?: string } = {}) => {
    const batchId = newBatchId();
    // A folder expands in the core, so its files are only known from the events; a list of
    // PDFs can be shown as queued right away.
    const onlyFiles = paths.every((path) => /\.pdf$/i.test(path));
    dispatch({ type: "begin", batchId, label: options.folder ?? batchLabel(paths.map(baseName)), files: onlyFiles ? paths : [] });
    routes.current.set(batchId, { batchId, offset: 0, total: null });
    try {
      const results = await client.call("library.importPapers", paths, { batchId });
      dispatch({ type: "results", batchId, results });
    } catch (error) {
      dispatch({ type: "batchFailed", batchId, error: errorInfoOf(error) });
    } finally {
      routes.current.delete(batchId);
    }
  }, []);

  const uploadFiles = useCallback(async (files: File[], label?: string) => {
    if (files.length === 0) return;
    const batchId = newBatchId();
    dispatch({ type: "begin", batchId, label: label ?? batchLabel(files.map((f) => f.name)), files: files.map((f) => f.name) });
    files.forEach((file, index) => uploaded.current.set(`${batchId}:${index}`, file));
    const groups = chunkUploads(files.map((f) => f.size), UPLOAD_CHUNK_BYTES, UPLOAD_CHUNK_FILES);
    const results = [];
    try {
      for (const [g, group] of groups.entries()) {
        const groupId = groups.length === 1 ? batchId : `${batchId}.${g}`;
        routes.current.set(groupId, { batchId, offset: group[0]!, total: files.length });
        try {
          const uploads = await toUploads(group.map((i) => files[i]!));
          results.push(...(await client.call("library.upload", uploads, { batchId: groupId })));
        } finally {
          routes.current.delete(groupId);
        }
      }
      dispatch({ type: "results", batchId, results });
    } catch (error) {
      if (results.length > 0) dispatch({ type: "results", batchId, results });
      dispatch({ type: "batchFailed", batchId, error: errorInfoOf(error) });
    }
  }, []);

  const retryWithPassword = useCallback(async (batchId: string, index: number, password: string) => {
    const entry = stateRef.current.batches.find((b) => b.id === batchId)?.entries[index];
    if (!entry) return;
    dispatch({ type: "retryStarted", batchId, index });
    try {
      const file = uploaded.current.get(`${batchId}:${index}`);
      const options = { password, batchId: newBatchId() };
      const [result] = file
        ? await client.call("library.upload", await toUploads([file]), options)
        : await client.call("library.importPapers", [entry.file], options);
      if (result) dispatch({ type: "retryFinished", batchId, index, result });
    } catch (error) {
      dispatch({ type: "retryFailed", batchId, index, error: errorInfoOf(error) });
    }
  }, []);

  const clearFinished = useCallback(() => {
    for (const batch of stateRef.current.batches) {
      if (!batch.finished) continue;
      for (const key of uploaded.current.keys()) if (key.startsWith(`${batch.id}:`)) uploaded.current.delete(key);
    }
    dispatch({ type: "clearFinished" });
  }, []);

  return { state, importPaths, uploadFiles, retryWithPassword, clearFinished };
}
