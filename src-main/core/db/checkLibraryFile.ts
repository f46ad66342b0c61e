import fs from "node:fs";
import { DamagedLibraryError } from "../errors/DamagedLibraryError.ts";
import { DatabaseOpenError } from "../errors/DatabaseOpenError.ts";
import { NotARegularFileError } from "../files/NotARegularFileError.ts";
import { openRegularFileSync } from "../files/regularFile.ts";

/** The first 16 bytes of every SQLite database file. */
const MAGIC = Buffer.from("SQLite format 3\0", "latin1");
const HEADER_SIZE = 100;

/**
 * Looks at the bytes of an existing library file before SQLite opens it. SQLite treats an empty
 * file as a new database and would write a fresh, empty library over what may be a damaged copy
 * of the user's work; a file cut short opens fine and fails later, query by query. A missing file
 * is no problem: the caller creates the library.
 */
export function checkLibraryFile(file: string): void {
  let fd: number;
  let size: number;
  try {
    // Without blocking: a FIFO in the library's place would otherwise stop this thread for good.
    ({ fd, size } = openRegularFileSync(file, { maxBytes: Number.MAX_SAFE_INTEGER }));
  } catch (error) {
    // A FIFO, a device or a socket in its place: SQLite would wait on it (or read it without end).
    if (error instanceof NotARegularFileError && error.kind !== "a folder") throw new DatabaseOpenError(file, error.message);
    // Missing (a new library), a folder or unreadable: SQLite's own open reports the last two.
    return;
  }
  try {
    if (size === 0) throw new DamagedLibraryError(file, "it is empty (0 bytes)");
    const header = Buffer.alloc(HEADER_SIZE);
    const read = fs.readSync(fd, header, 0, HEADER_SIZE, 0);
    if (read < MAGIC.length || !header.subarray(0, MAGIC.length).equals(MAGIC)) {
      throw new DamagedLibraryError(file, "it does not start like a SQLite database");
    }
    if (read < HEADER_SIZE) throw new DamagedLibraryError(file, `it ends inside its own header (${size} bytes)`);
    const expected = recordedSize(header);
    // With a write-ahead log beside it, a checkpoint may have been cut off after writing the
    // header: the log completes the file when SQLite opens it, so the sizes are not compared.
    if (expected !== null && size < expected && !hasContent(`${file}-wal`)) {
      throw new DamagedLibraryError(file, `it is cut short (${size} bytes of the ${expected} its header records)`);
    }
  } finally {
    fs.closeSync(fd);
  }
}

/** Bytes the header says the file holds, or null when the header's page count is not current. */
function recordedSize(header: Buffer): number | null {
  const rawPageSize = header.readUInt16BE(16);
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize;
  const pages = header.readUInt32BE(28);
  // SQLite trusts the page count only when the change counter matches its "valid for" number.
  const current = header.readUInt32BE(24) === header.readUInt32BE(92);
  return pages > 0 && current ? pages * pageSize : null;
}

function hasContent(file: string): boolean {
  try {
    return fs.statSync(file).size > 0;
  } catch {
    return false;
  }
}
