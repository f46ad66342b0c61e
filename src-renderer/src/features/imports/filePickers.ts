import { client, pathForFile } from "../../client/index.ts";

/** Where the files to import come from: the desktop app's native dialogs and dropped files' paths. */
export interface FilePickers {
  /** Whether files can be picked by path (the desktop app's native dialogs); a browser uploads them instead. */
  picksPaths: boolean;
  /** Desktop only: the native dialogs; an empty list or null when the user cancelled. */
  pickPdfs(): Promise<string[]>;
  pickFolder(): Promise<string | null>;
  pickZoteroExport(): Promise<string | null>;
  /** Desktop only: where a dropped file lives on disk (null in a browser, which uploads it). */
  pathForFile(file: File): string | null;
}

export const filePickers: FilePickers = {
  picksPaths: client.kind !== "browser",
  pickPdfs: () => client.call("desktop.pickPdfs"),
  pickFolder: () => client.call("desktop.pickFolder"),
  pickZoteroExport: () => client.call("desktop.pickZoteroExport"),
  pathForFile,
};
