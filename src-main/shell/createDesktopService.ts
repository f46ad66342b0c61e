import path from "node:path";
import { app, dialog, shell, type BrowserWindow, type OpenDialogOptions, type SaveDialogOptions } from "electron";
import type { SaveDialogRequest } from "../contract/desktop.ts";
import { originOf } from "../contract/remoteAddress.ts";
import type { DesktopService } from "../contract/services.ts";
import type { PathGrants } from "./PathGrants.ts";
import type { SealedApiKeys } from "./sealedApiKeys.ts";

/**
 * Native dialogs for the page. A path picked to open is granted for reading (import, models),
 * the file picked in a save dialog for writing (export) (see PathGrants); a cancelled dialog answers [] or null.
 */
export function createDesktopService(window: () => BrowserWindow | null, grants: PathGrants, keys: SealedApiKeys): DesktopService {
  async function open(options: OpenDialogOptions): Promise<string[]> {
    const parent = window();
    const result = parent ? await dialog.showOpenDialog(parent, options) : await dialog.showOpenDialog(options);
    if (result.canceled) return [];
    for (const file of result.filePaths) grants.grantRead(file);
    return result.filePaths;
  }

  return {
    pickPdfs: () =>
      open({ title: "Import PDFs", properties: ["openFile", "multiSelections"], filters: [{ name: "PDF documents", extensions: ["pdf"] }] }),
    async pickFolder() {
      const [folder] = await open({ title: "Import a folder of PDFs", properties: ["openDirectory"] });
      return folder ?? null;
    },
    async pickZoteroExport() {
      // The export is granted, not the PDFs it names: the core reads those itself, as the user
      // asked by choosing an export that names them.
      const [file] = await open({
        title: "Import a Zotero export",
        properties: ["openFile"],
        filters: [{ name: "Zotero exports (BibTeX, CSL-JSON)", extensions: ["bib", "bibtex", "json"] }],
      });
      return file ?? null;
    },
    async pickModelFile() {
      const [file] = await open({ title: "Add a model", properties: ["openFile"], filters: [{ name: "GGUF models", extensions: ["gguf"] }] });
      return file ?? null;
    },
    async pickSavePath(request: SaveDialogRequest) {
      const options: SaveDialogOptions = {
        title: request.title ?? "Save",
        defaultPath: path.join(app.getPath("documents"), path.basename(request.defaultName)),
        ...(request.filters ? { filters: request.filters } : {}),
      };
      const parent = window();
      const result = parent ? await dialog.showSaveDialog(parent, options) : await dialog.showSaveDialog(options);
      if (result.canceled || !result.filePath) return null;
      grants.grantWrite(result.filePath);
      return result.filePath;
    },
    // The key goes from the page straight to the keychain store, sealed with the servers the form
    // names; the core only ever asks for it by name and server when it contacts one.
    async saveApiKey(request) {
      keys.set(request.name, request.key, request.urls.map(originOf));
    },
    async hasApiKey(request) {
      return keys.has(request.name, request.urls.map(originOf));
    },
    async showInFolder(file: string) {
      // Only opens the file manager at the file; it neither reads nor writes it.
      if (path.isAbsolute(file)) shell.showItemInFolder(file);
    },
  };
}
