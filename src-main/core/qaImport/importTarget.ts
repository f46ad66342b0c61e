import path from "node:path";
import type { ImportQasRequest } from "../../contract/qaImport.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { getPaper } from "../db/repositories/papers.ts";
import type { RunRow } from "../db/repositories/runs.ts";
import { PaperNotFoundError } from "../errors/PaperNotFoundError.ts";
import { describeFsError } from "../files/describeFsError.ts";
import { FileTooLargeError } from "../files/FileTooLargeError.ts";
import { NotARegularFileError } from "../files/NotARegularFileError.ts";
import { readRegularFile } from "../files/readRegularFile.ts";
import { QaFileUnreadableError } from "./errors/QaFileUnreadableError.ts";
import type { QaImportLimits } from "./qaImportLimits.ts";
import { findTextSource, storeTextSource, textSourceSha256 } from "./storeTextSource.ts";

/** What the QAs are about: a library paper, a text file, each row's own text, or nothing given. */
export type ImportTarget =
  | { kind: "paper"; paperId: number }
  | { kind: "text"; text: string; sourceName: string; sha256: string }
  | { kind: "rows"; field: string }
  | { kind: "none" };

/** The library entry standing for a file's QAs that have no source: one per file (by hash), holding no text. */
const noSourceIdentity = (fileSha256: string) => `no source\u0000${fileSha256}`;

/**
 * The target a request names, read before anything is stored: PaperNotFoundError for a paper
 * the library lacks; QaFileUnreadableError when the source text cannot be read (it is opened
 * only as a regular file within `limits.sourceTextBytes`, without blocking).
 */
export async function resolveImportTarget(db: LibraryDatabase, request: ImportQasRequest, limits: QaImportLimits): Promise<ImportTarget> {
  if (request.paperId !== undefined) {
    if (!getPaper(db, request.paperId)) throw new PaperNotFoundError(request.paperId);
    return { kind: "paper", paperId: request.paperId };
  }
  if (request.sourceText !== undefined) {
    const sourceName = path.basename(request.sourceText);
    let bytes: Buffer;
    try {
      bytes = await readRegularFile(request.sourceText, { maxBytes: limits.sourceTextBytes, limitFor: "a source text may be" });
    } catch (error) {
      const why = error instanceof NotARegularFileError || error instanceof FileTooLargeError ? error.message : describeFsError(error);
      throw new QaFileUnreadableError(path.basename(request.file), `its source text ${sourceName} cannot be read: ${why}`);
    }
    const text = new TextDecoder("utf-8").decode(bytes);
    return { kind: "text", text, sourceName, sha256: textSourceSha256(text) };
  }
  if (request.fields?.source !== undefined) return { kind: "rows", field: request.fields.source };
  return { kind: "none" };
}

/** The target as a run's settings keep it, to find a second import of the same file into it. */
export function targetKey(target: ImportTarget): string {
  switch (target.kind) {
    case "paper":
      return `paper:${target.paperId}`;
    case "text":
      return `text:${target.sha256}`;
    case "rows":
      return `rows:${target.field}`;
    case "none":
      return "none";
  }
}

/** The target in words: "library paper 4", "the text of notes.txt". */
export function targetInWords(target: ImportTarget): string {
  switch (target.kind) {
    case "paper":
      return `library paper ${target.paperId}`;
    case "text":
      return `the text of ${target.sourceName}`;
    case "rows":
      return `each row's own text (field "${target.field}")`;
    case "none":
      return "no source (a library entry standing for the file)";
  }
}

/** The one library entry all the QAs belong to, stored if need be; null when each row brings its own. Call inside the plan's transaction. */
export function storeTargetSource(db: LibraryDatabase, target: ImportTarget, file: { name: string; dataset: string; sha256: string }): number | null {
  switch (target.kind) {
    case "paper":
      return target.paperId;
    case "text":
      return storeTextSource(db, { text: target.text, sourceName: target.sourceName, title: null, doi: null, dataset: { dataset: file.dataset, position: null } });
    case "rows":
      return null;
    case "none":
      // No source: the QAs still need a library entry to belong to; it stands for the file and holds no text.
      return storeTextSource(db, { text: "", sourceName: file.name, title: `QAs of ${file.name} (no source text)`, doi: null, dataset: { dataset: file.dataset, position: null }, identity: noSourceIdentity(file.sha256) });
  }
}

/**
 * Whether an earlier import of the same file went into this target. Runs made before the target
 * was recorded are matched by what they hold: the field of the rows' texts, else their paper.
 */
export function sameTarget(db: LibraryDatabase, run: RunRow, target: ImportTarget, fileSha256: string): boolean {
  const key = run.settings.target;
  if (typeof key === "string") return key === targetKey(target);
  const fields = run.settings.fields as { source?: string } | undefined;
  if (target.kind === "rows") return fields?.source === target.field;
  if (fields?.source !== undefined) return false;
  const paperId = target.kind === "paper" ? target.paperId : target.kind === "text" ? findTextSource(db, target.text) : findTextSource(db, noSourceIdentity(fileSha256));
  return paperId !== null && run.paperIds.includes(paperId);
}
