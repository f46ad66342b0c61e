import fs from "node:fs";

/**
 * True for the one caller that made `dir` (creating a folder is atomic, across processes too), who
 * then makes what the folder is for; every other caller gets false and waits for it.
 */
export function claimFolder(dir: string): boolean {
  try {
    fs.mkdirSync(dir);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}
