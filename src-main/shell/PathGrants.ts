import path from "node:path";
import type { MarkedPath, PathKind } from "../contract/pathArgs.ts";

const WHAT_THE_APP_WOULD_DO: Record<PathKind, string> = {
  "import-source": "import from it",
  "model-file": "open it as a model",
  "export-target": "write to it",
  reveal: "show it",
};

/** A path the page asked to read or write that the user never chose in this session. */
export class UngrantedPathError extends Error {
  override readonly name = "UngrantedPathError";
  constructor(file: string, kind: PathKind) {
    super(`${file} was not chosen in a file dialog or dropped on the window, so the app will not ${WHAT_THE_APP_WOULD_DO[kind]}. Pick it with the dialog instead.`);
  }
}

/**
 * The files and folders the user handed to the desktop app in this session: picked in a native
 * dialog or dropped on the window. Every path a call names (the contract marks them with
 * pathArg) must be one of these, so a page that misbehaved (say, through a crafted paper) still
 * cannot read, register or overwrite files the user never chose. Kept free of Electron for unit tests.
 */
export class PathGrants {
  private readonly granted = new Set<string>();

  grant(file: string): void {
    if (path.isAbsolute(file)) this.granted.add(path.resolve(file));
  }

  /** A granted path, or a file inside a granted folder. */
  allows(file: string): boolean {
    if (!path.isAbsolute(file)) return false;
    for (let dir = path.resolve(file); ; dir = path.dirname(dir)) {
      if (this.granted.has(dir)) return true;
      if (path.dirname(dir) === dir) return false;
    }
  }

  /** The error that refuses a call naming this path, or null when the path was granted (invokeService's checkPath). */
  refusal(marked: MarkedPath): UngrantedPathError | null {
    return this.allows(marked.path) ? null : new UngrantedPathError(marked.path, marked.kind);
  }
}
