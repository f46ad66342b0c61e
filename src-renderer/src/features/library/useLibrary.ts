import { useCallback } from "react";
import type { PaperList, PaperListQuery } from "../../../../src-main/contract/papers.ts";
import { client, pathForFile } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync, type AsyncState } from "../../shared/useAsync.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { useThrottledCallback } from "../../shared/useThrottledCallback.ts";

/** Library refetches at most this often while runs and reviews change it. */
const REFRESH_MS = 500;

export interface Library {
  list: AsyncState<PaperList>;
  /** A strategy's name as people know it ("RetChemQA"), falling back to its key before the list arrives. */
  strategyLabel(name: string): string;
  removePaper(id: number): Promise<void>;
  /** Whether files can be picked by path (the desktop app's native dialogs); a browser uploads them instead. */
  picksPaths: boolean;
  /** Desktop only: the native dialogs; an empty list or null when the user cancelled. */
  pickPdfs(): Promise<string[]>;
  pickFolder(): Promise<string | null>;
  pickZoteroExport(): Promise<string | null>;
  /** Desktop only: where a dropped file lives on disk (null in a browser, which uploads it). */
  pathForFile(file: File): string | null;
}

/** The library view's data: papers as the query asks, refreshed when runs, reviews or imports change them. */
export function useLibrary(query: PaperListQuery): Library {
  const key = JSON.stringify(query);
  const list = useAsync(() => client.call("library.browse", query), [key]);
  const refresh = useThrottledCallback(list.reload, REFRESH_MS);
  useAppEvent(["library.changed", "runs.changed", "review.changed"], refresh);
  const strategyLabel = useStrategies().label;
  const removePaper = useCallback(
    async (id: number) => {
      await client.call("library.removePaper", id);
      list.reload();
    },
    [list.reload],
  );
  return {
    list,
    strategyLabel,
    removePaper,
    picksPaths: client.kind !== "browser",
    pickPdfs: () => client.call("desktop.pickPdfs"),
    pickFolder: () => client.call("desktop.pickFolder"),
    pickZoteroExport: () => client.call("desktop.pickZoteroExport"),
    pathForFile,
  };
}
