import { shownName } from "../../contract/shownName.ts";
import { BrokenLinkError } from "./BrokenLinkError.ts";

/** A file-system error in the words a researcher would use, for UnreadableFileError. */
export function describeFsError(error: unknown): string {
  if (error instanceof BrokenLinkError) return error.message;
  switch ((error as NodeJS.ErrnoException).code) {
    case "ENOENT":
    case "ENOTDIR":
      return "no such file or folder";
    case "EACCES":
    case "EPERM":
      return "permission denied";
    case "EISDIR":
      return "it is a folder, not a file";
    case "ELOOP":
      return "too many symbolic links";
    case "EMFILE":
    case "ENFILE":
      return "too many files open; try a smaller batch";
    default:
      // Node's own words name the path ("EIO: i/o error, read '<path>'"), so its controls are shown as escapes too.
      return shownName(error instanceof Error ? error.message : String(error));
  }
}
