import fs from "node:fs";
import path from "node:path";
import { DamagedLibraryError } from "../errors/DamagedLibraryError.ts";
import { DatabaseOpenError } from "../errors/DatabaseOpenError.ts";
import { NotARegularFileError } from "../files/NotARegularFileError.ts";
import { kindInWords, openRegularFileSync } from "../files/openRegularFile.ts";
import { shownName } from "../../contract/shownName.ts";

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
  checkNotDanglingLink(file, "it is a symbolic link", "would create a new, empty library there. Put the library back where the link points, or remove the link to start a new library");
  checkLibraryCompanions(file);
  let fd: number;
  let size: number;
  try {
    // Without blocking: a FIFO in the library's place would otherwise stop this thread for good.
    ({ fd, size } = openRegularFileSync(file, { maxBytes: Number.MAX_SAFE_INTEGER }));
  } catch (error) {
    // A FIFO, a device, a socket or a folder in its place: SQLite would wait on the first (or read
    // it without end), and says only "unable to open database file" of a folder.
    if (error instanceof NotARegularFileError) throw new DatabaseOpenError(file, error.message);
    // Missing (a new library) or unreadable: SQLite's own open reports the latter.
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

/** The files SQLite keeps beside the library: its write-ahead log, its shared memory, its rollback journal. */
const COMPANIONS = ["-wal", "-shm", "-journal"];

/**
 * SQLite opens the files beside the library by name, following links, and trusts what it finds:
 * a named pipe as `-journal` stopped the open for good (SQLite waits for a writer to look for a
 * journal to roll back), one as `-wal` took the library's new commits into a pipe, and a device
 * gave only "unable to open database file" or "disk I/O error". A missing companion is normal.
 */
export function checkLibraryCompanions(file: string): void {
  for (const suffix of COMPANIONS) {
    const companion = file + suffix;
    checkNotDanglingLink(file, `${path.basename(companion)} beside it, which SQLite writes as part of the library, is a symbolic link`, "would create it there. Remove the link (it is not the library) and open the library again", companion);
    let stat: fs.Stats;
    try {
      stat = fs.statSync(companion);
    } catch {
      continue;
    }
    if (!stat.isFile()) {
      throw new DatabaseOpenError(file, `${path.basename(companion)} beside it, which SQLite writes as part of the library, is ${kindInWords(stat)}, not a regular file. Move it aside (it is not the library) and open the library again`);
    }
  }
}

/**
 * SQLite opens by name and follows links, creating what is missing: a library file that is a
 * link to nowhere (the disk it pointed to not mounted, the file moved) became a new, empty
 * library at the link's target, and the user saw no papers with no word why. Refused instead,
 * naming where the link leads. `at` is the name looked at (the library or a companion of it).
 */
function checkNotDanglingLink(file: string, what: string, consequence: string, at = file): void {
  let isLink: boolean;
  try {
    isLink = fs.lstatSync(at).isSymbolicLink();
  } catch {
    return;
  }
  if (!isLink) return;
  try {
    fs.statSync(at);
    return;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ELOOP") throw new DatabaseOpenError(file, `${what} that goes round a loop of links`);
    if (code !== "ENOENT" && code !== "ENOTDIR") return;
  }
  const pointsAt = path.resolve(path.dirname(at), fs.readlinkSync(at));
  throw new DatabaseOpenError(file, `${what} to ${shownName(pointsAt)}, where there is nothing, and SQLite ${consequence}`);
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
