import { useCallback, useEffect, useRef, useState } from "react";
import { navigate, useRoute } from "../../app/router.ts";
import { isPdf } from "./fileSources.ts";
import { filePickers } from "./filePickers.ts";
import type { Imports } from "./useImports.ts";

/**
 * Choosing what to import: native dialogs in the desktop app, hidden file inputs in a browser
 * (a folder through the non-standard webkitdirectory), a Zotero export, and the desktop menu's
 * File > Import PDFs... / Import Folder..., which arrive as #/library?do=....
 */
export function useImportPicking(imports: Imports) {
  const [pickError, setPickError] = useState<Error | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // A browser can only pick a folder through this non-standard attribute.
    if (folderInput.current) folderInput.current.webkitdirectory = true;
  }, []);

  const pickFiles = useCallback(async () => {
    setPickError(null);
    if (!filePickers.picksPaths) {
      fileInput.current?.click();
      return;
    }
    try {
      const paths = await filePickers.pickPdfs();
      if (paths.length > 0) await imports.importPaths(paths);
    } catch (error) {
      setPickError(error as Error);
    }
  }, [imports]);

  const pickFolder = useCallback(async () => {
    setPickError(null);
    if (!filePickers.picksPaths) {
      folderInput.current?.click();
      return;
    }
    try {
      const folder = await filePickers.pickFolder();
      if (folder) await imports.importPaths([folder], { folder: folder.split(/[\\/]/).filter(Boolean).pop() ?? folder });
    } catch (error) {
      setPickError(error as Error);
    }
  }, [imports]);

  const pickZotero = useCallback(async () => {
    setPickError(null);
    try {
      const file = await filePickers.pickZoteroExport();
      if (file) await imports.importZotero(file);
    } catch (error) {
      setPickError(error as Error);
    }
  }, [imports]);

  const pendingCommand = useRoute().params.get("do");
  useEffect(() => {
    if (pendingCommand !== "import-files" && pendingCommand !== "import-folder") return;
    navigate("library");
    void (pendingCommand === "import-files" ? pickFiles() : pickFolder());
  }, [pendingCommand, pickFiles, pickFolder]);

  const onFilesChosen = (input: HTMLInputElement, folder: boolean) => {
    const files = Array.from(input.files ?? []).filter(isPdf);
    const folderName = folder ? files[0]?.webkitRelativePath.split("/")[0] : undefined;
    input.value = ""; // choosing the same files again must fire change again
    if (files.length === 0) {
      if (folder) setPickError(new Error("That folder holds no PDF files."));
      return;
    }
    void imports.uploadFiles(files, folderName);
  };

  return { pickError, setPickError, fileInput, folderInput, pickFiles, pickFolder, pickZotero, onFilesChosen, picksPaths: filePickers.picksPaths };
}

export type ImportPicking = ReturnType<typeof useImportPicking>;
