import { useCallback } from "react";
import { EXPORT_FILE_TYPES, EXPORT_FORMAT_EXTENSIONS, EXPORT_FORMAT_VERSIONS, type ExportOptions } from "@contract/exportFormat.ts";
import type { ExportFormat } from "@contract/exportRecord.ts";
import type { ExportResultView } from "@contract/exportRequests.ts";
import { keptAnywhereQuery, startingExportPreset } from "@contract/exportDefaultSelection.ts";
import type { QaQuery } from "@contract/qaQueries.ts";
import { client } from "../../client/index.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useAsync } from "../../shared/useAsync.ts";
import { exportFileName, saveDialogFilters } from "./exportFilters.ts";

/** What a finished export tells the user: where it went, or that the browser downloaded it. */
export type SavedExport = ExportResultView & { downloaded: boolean };

/**
 * The export view's data and actions: the filter choices, the live preview of what the file
 * will hold with its summary (refreshed when reviews, runs or papers change), where the export starts
 * (the default preset, or what the filters accepted while nobody has kept a QA), and saving, which is a native save dialog and a file
 * written by the core in the desktop app, and a download in a browser.
 */
export function useExport(format: ExportFormat, settledQuery: QaQuery, options: ExportOptions = {}) {
  const facets = useAsync(() => client.call("review.facets"), []);
  const queryKey = JSON.stringify(settledQuery);
  const optionsKey = JSON.stringify(options);
  const preview = useAsync(() => client.call("export.exportPreview", { format, query: settledQuery, options, limit: 3 }), [format, queryKey, optionsKey]);
  const keptAnywhere = useAsync(() => client.call("export.countExport", keptAnywhereQuery()), []);
  useAppEvent(["review.changed", "runs.changed", "library.changed"], preview.reload);
  useAppEvent(["review.changed"], keptAnywhere.reload);
  useAppEvent(["runs.changed"], facets.reload);

  /** Null when the user closed the save dialog without choosing a file. */
  const save = useCallback(async (query: QaQuery): Promise<SavedExport | null> => {
    if (client.kind === "desktop") {
      const out = await client.call("desktop.pickSavePath", { title: "Export QAs", defaultName: exportFileName(format), filters: saveDialogFilters(format) });
      if (out === null) return null;
      return { ...(await client.call("export.exportDataset", { format, out, query, options })), downloaded: false };
    }
    const content = await client.call("export.exportContent", { format, query, options });
    const extension = EXPORT_FORMAT_EXTENSIONS[format];
    // A browser download is one file, so the folder formats (no extension) never come here.
    const blob = new Blob([content.text], { type: extension ? EXPORT_FILE_TYPES[extension].mediaType : "application/octet-stream" });
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = content.fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
    // Give the browser a moment to start the download before the URL goes away.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    return {
      path: content.fileName,
      format,
      formatVersion: EXPORT_FORMAT_VERSIONS[format],
      records: content.records,
      bytes: blob.size,
      duplicatesRemoved: content.duplicatesRemoved,
      omitted: content.omitted,
      downloaded: true,
    };
  }, [format, options]);

  return {
    facets,
    preview,
    /** Where the export starts until the user chooses (contract/exportDefaultSelection.ts); undefined while counting. */
    startingPreset: keptAnywhere.data === undefined ? undefined : startingExportPreset(keptAnywhere.data),
    save,
    /** Desktop: a native save dialog and "Show in folder"; browser: a download. */
    savesToDisk: client.kind === "desktop",
    showInFolder: (path: string) => client.call("desktop.showInFolder", path),
  };
}
