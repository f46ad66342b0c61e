/**
 * The library file exists but its bytes are not a sound SQLite database: empty, another kind of
 * file, cut short, or malformed inside. SQLite would happily start a new database over an empty
 * file, so this is raised before anything writes to it, and the file is left exactly as found.
 */
export class DamagedLibraryError extends Error {
  override readonly name = "DamagedLibraryError";
  readonly path: string;

  constructor(path: string, reason: string) {
    super(
      `The library file ${path} is damaged: ${reason}. Distillate has left it untouched. Restore it ` +
        `from a backup, or move it aside (rename it) to start a new, empty library in its place.`,
    );
    this.path = path;
  }
}
