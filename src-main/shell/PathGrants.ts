import path from "node:path";
import type { MarkedPath, PathKind } from "../contract/pathArgs.ts";
import { shownName } from "../contract/shownName.ts";

const WHAT_THE_APP_WOULD_DO: Record<PathKind, string> = {
  "import-source": "import from it",
  "model-file": "open it as a model",
  "export-target": "write to it",
  reveal: "show it",
};

/**
 * Reading and writing are granted separately: a folder picked for import may be read all
 * through, but nothing in it may be written; only the exact file chosen in a save dialog may be.
 * Showing a file in the file manager touches neither, so any read grant covers it.
 */
export type GrantAccess = "read" | "write";

const ACCESS_FOR: Record<PathKind, GrantAccess> = {
  "import-source": "read",
  "model-file": "read",
  "export-target": "write",
  reveal: "read",
};

/** A path the page asked to read or write that the user never chose for that in this session. */
export class UngrantedPathError extends Error {
  override readonly name = "UngrantedPathError";
  constructor(file: string, kind: PathKind) {
    const how = ACCESS_FOR[kind] === "write" ? "chosen in a save dialog" : "chosen in a file dialog or dropped on the window";
    super(`${shownName(file)} was not ${how}, so the app will not ${WHAT_THE_APP_WOULD_DO[kind]}. Pick it with the dialog instead.`);
  }
}

/**
 * The files and folders the user handed to the desktop app in this session: picked in a native
 * dialog or dropped on the window. Every path a call names (the contract marks them with
 * pathArg) must be granted for what the call would do with it, so a page that misbehaved (say,
 * through a crafted paper) still cannot read, register or overwrite files the user never chose,
 * nor write into a folder the user only opened for import. Kept free of Electron for unit tests.
 */
export class PathGrants {
  private readonly readable = new Set<string>();
  private readonly writable = new Set<string>();

  /** Files and folders from an open dialog or a drop: they and what lies inside may be read. */
  grantRead(file: string): void {
    if (path.isAbsolute(file)) this.readable.add(path.resolve(file));
  }

  /** The one file a save dialog returned: it alone may be written (replaced), nothing beside or under it. */
  grantWrite(file: string): void {
    if (path.isAbsolute(file)) this.writable.add(path.resolve(file));
  }

  allows(file: string, access: GrantAccess): boolean {
    if (!path.isAbsolute(file)) return false;
    const resolved = path.resolve(file);
    if (access === "write") return this.writable.has(resolved);
    for (let dir = resolved; ; dir = path.dirname(dir)) {
      if (this.readable.has(dir)) return true;
      if (path.dirname(dir) === dir) return false;
    }
  }

  /** The error that refuses a call naming this path, or null when the path was granted (invokeService's checkPath). */
  refusal(marked: MarkedPath): UngrantedPathError | null {
    return this.allows(marked.path, ACCESS_FOR[marked.kind]) ? null : new UngrantedPathError(marked.path, marked.kind);
  }
}
