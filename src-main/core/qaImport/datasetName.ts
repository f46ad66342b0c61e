import type { LibraryDatabase } from "../db/openDatabase.ts";
import { datasetFiles } from "../db/repositories/datasets.ts";

/** More same-named files than anyone imports; past it the name is shared rather than searched further. */
const MAX_SUFFIX = 1000;

/**
 * The dataset a QA file's texts are listed under: its file name, unless texts of a different file
 * of that name are already there ("data.csv" from two folders), then "data.csv (2)", "(3)", ...
 * The same file imported again (same content) finds its own dataset. A dataset whose texts were
 * stored before imports kept their file's hash is taken as another file's: a new name costs less
 * than two files' texts listed as one dataset.
 */
export function chooseDatasetName(db: LibraryDatabase, fileName: string, fileSha256: string): string {
  for (let n = 1; n <= MAX_SUFFIX; n++) {
    const name = n === 1 ? fileName : `${fileName} (${n})`;
    const { texts, fileHashes } = datasetFiles(db, name);
    if (texts === 0 || fileHashes.includes(fileSha256)) return name;
  }
  return fileName;
}
