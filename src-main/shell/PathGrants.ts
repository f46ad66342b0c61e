import path from "node:path";

/** A path the page asked to read or write that the user never chose in this session. */
export class UngrantedPathError extends Error {
  override readonly name = "UngrantedPathError";
  constructor(file: string) {
    super(`${file} was not chosen in a file dialog or dropped on the window, so the app will not open or write it. Pick it with the dialog instead.`);
  }
}

/**
 * The files and folders the user handed to the desktop app in this session: picked in a native
 * dialog or dropped on the window. The page may import from, register models from and export
 * to these paths only, so a page that misbehaved (say, through a crafted paper) still cannot
 * read or overwrite files the user never chose. Kept free of Electron for unit tests.
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

  /** The first path a call would import from, register or write to that is not granted; null when all are. */
  ungrantedPathOf(method: unknown, args: unknown): string | null {
    const list = Array.isArray(args) ? (args as unknown[]) : [];
    const paths: unknown[] = [];
    if (method === "library.importPapers" && Array.isArray(list[0])) paths.push(...(list[0] as unknown[]));
    if (method === "models.add") paths.push(list[0]);
    if (method === "pipeline.exportDataset") paths.push((list[0] as { out?: unknown } | undefined)?.out);
    for (const file of paths) {
      // Wrong shapes are left to the contract's argument check, which answers them precisely.
      if (typeof file === "string" && file !== "" && !this.allows(file)) return file;
    }
    return null;
  }
}
