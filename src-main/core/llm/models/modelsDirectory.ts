import fs from "node:fs";
import path from "node:path";
import { brokenLinkReason } from "../../files/BrokenLinkError.ts";
import { FileNotWrittenError } from "../../files/FileNotWrittenError.ts";
import { writeFailure } from "../../files/replaceFile.ts";

/** Where Distillate keeps model files it owns (copied or downloaded): `<dataDir>/models/`. */
export function modelsDirectory(dataDir: string): string {
  return path.join(dataDir, "models");
}

/**
 * The models folder, made when missing. Its name held by something that is not a folder (a file,
 * a named pipe, a link to nowhere) is refused in words: Node's own ("EEXIST: file already exists,
 * mkdir") told the user nothing. A link to a folder elsewhere (another disk) is used as it is.
 */
export function makeModelsDirectory(dataDir: string): string {
  const dir = modelsDirectory(dataDir);
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const standing = fs.lstatSync(dir, { throwIfNoEntry: false });
    if (standing?.isSymbolicLink() && code === "ENOENT") throw new FileNotWrittenError(dir, `as the folder for model files, ${brokenLinkReason(fs.readlinkSync(dir))}`, code);
    if (standing && !standing.isDirectory()) throw new FileNotWrittenError(dir, "something that is not a folder (a file, a named pipe or a link) stands where the folder for model files goes; move it away", code);
    throw writeFailure(dir, error);
  }
  return dir;
}

/** True when `file` lies inside `dir` (after resolving both), the only files Distillate may delete. */
export function isInside(dir: string, file: string): boolean {
  const relative = path.relative(path.resolve(dir), path.resolve(file));
  return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
}
