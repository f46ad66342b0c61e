import fs from "node:fs";
import path from "node:path";
import { sha256Of, type ManifestFile } from "./exportManifest.ts";
import type { FolderOutput } from "./formats/FormatWriter.ts";

/** A folder output writing under `root`, counting the bytes and noting each file for the manifest. */
export function folderOutput(root: string, check: () => void): FolderOutput & { bytes(): number; files: ManifestFile[] } {
  let bytes = 0;
  const files: ManifestFile[] = [];
  return {
    files,
    writeFile(relativePath, data) {
      check();
      const parts = relativePath.split("/");
      // Folders are made one level at a time, never the root: when closing the app removed the
      // unfinished folder, a late write fails instead of making it again.
      for (let depth = 1; depth < parts.length; depth++) {
        try {
          fs.mkdirSync(path.join(root, ...parts.slice(0, depth)));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        }
      }
      fs.writeFileSync(path.join(root, ...parts), data, { flag: "wx" });
      const size = typeof data === "string" ? Buffer.byteLength(data, "utf8") : data.byteLength;
      bytes += size;
      files.push({ path: relativePath, bytes: size, sha256: sha256Of(data) });
    },
    bytes: () => bytes,
  };
}
