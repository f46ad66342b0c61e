import type { LibraryDatabase } from "../db/openDatabase.ts";
import { findPaperBySha256 } from "../db/repositories/papers.ts";
import { insertPaperDocument } from "../db/repositories/insertPaperDocument.ts";
import { savePaperTextDigest } from "../db/repositories/likelyDuplicates.ts";
import { pathBytesToKeep, readablePath, type FilePath } from "./filePath.ts";
import { PARSER_VERSION, type ParsedPaper } from "./ParsedPaper.ts";
import { assessReading, readDetailsOf } from "./readingDoubts.ts";

export interface FileIdentity {
  sha256: string;
  /** Absolute path the file was imported from; its bytes when they are not UTF-8. */
  source: FilePath;
  fileSize: number;
}

/**
 * Stores a parsed paper in one transaction (all of its rows or none). `created` is false when
 * the same file was stored meanwhile by another process sharing the library (the app and the
 * CLI may import at once): the unique sha256 refuses the second copy and we point at the first.
 */
export function storePaper(db: LibraryDatabase, paper: ParsedPaper, identity: FileIdentity): { paperId: number; created: boolean } {
  try {
    const { source, ...fields } = identity;
    const paperId = db.transaction(() => {
      const id = insertPaperDocument(db, {
        ...paper,
        parserVersion: paper.parserVersion ?? PARSER_VERSION,
        // Judged on the details as read, before any correction kept for this file goes back on top.
        readingDoubts: paper.readingDoubts ?? assessReading(readDetailsOf(paper)),
        ...fields,
        sourcePath: readablePath(source),
        sourcePathBytes: pathBytesToKeep(source),
      });
      // What its copies under other bytes will share with it (likelyDuplicates.ts).
      savePaperTextDigest(db, id, paper.passages.map((p) => p.text));
      return id;
    })();
    return { paperId, created: true };
  } catch (error) {
    if ((error as { code?: string }).code === "SQLITE_CONSTRAINT_UNIQUE") {
      const existing = findPaperBySha256(db, identity.sha256);
      if (existing) return { paperId: existing.id, created: false };
    }
    throw error;
  }
}
