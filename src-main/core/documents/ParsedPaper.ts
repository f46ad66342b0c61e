import type { NewPaperDocument } from "../db/repositories/insertPaperDocument.ts";

/**
 * What the parser produces for one PDF: the stored document without the file identity (hash,
 * path, size), which the import step adds. Kept as plain data so it can cross a worker-thread
 * boundary by structured clone.
 */
export type ParsedPaper = Omit<NewPaperDocument, "sha256" | "sourcePath" | "fileSize">;

/** Bumped whenever parsing changes what is stored, so old imports can be told apart. */
export const PARSER_VERSION = "layout-44";
