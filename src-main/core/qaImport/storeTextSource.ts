import crypto from "node:crypto";
import type { DatasetPlace } from "../../contract/datasets.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { findPaperBySha256 } from "../db/repositories/papers.ts";
import { insertPaperDocument } from "../db/repositories/insertPaperDocument.ts";
import { splitSentences } from "../documents/text/splitSentences.ts";

/** Marks a library entry made from a text rather than read from a PDF. */
export const TEXT_SOURCE_PARSER = "text-source-1";

export interface TextSource {
  text: string;
  /** Where it came from, as the library names it: "notes.txt", "chemlit.csv (source 3)". */
  sourceName: string;
  title: string | null;
  doi: string | null;
  /** The dataset (the QA file) it comes with, and its number there: the library lists it inside that dataset, never as a paper. */
  dataset: DatasetPlace;
  /** What makes the entry the same one next time. Defaults to the text itself. */
  identity?: string;
}

/** The hash a text source is stored under: the same text (or identity) is the same library entry. */
export function textSourceSha256(identity: string): string {
  return crypto.createHash("sha256").update("text source\u0000").update(identity).digest("hex");
}

/** The library entry of a text source already stored, or null. */
export function findTextSource(db: LibraryDatabase, identity: string): number | null {
  return findPaperBySha256(db, textSourceSha256(identity))?.id ?? null;
}

/**
 * A text the imported QAs are about, stored as a library entry with one paragraph per line and
 * its sentences, so the filters read it like a paper's body (numbers, evidence) and Review shows
 * the evidence in it. The same text imported again is the same entry (its hash is the identity),
 * whatever it was called the first time, in the dataset it first came with. It has no PDF: it is
 * a "text" entry (contract/datasets.ts), and the reader shows its text only.
 */
export function storeTextSource(db: LibraryDatabase, source: TextSource): number {
  const sha256 = textSourceSha256(source.identity ?? source.text);
  const existing = findPaperBySha256(db, sha256);
  if (existing) return existing.id;
  const paragraphs = source.text.split(/\r?\n/).map((p) => p.trim()).filter((p) => p.length > 0);
  return insertPaperDocument(db, {
    sha256,
    sourcePath: source.sourceName,
    fileSize: Buffer.byteLength(source.text),
    title: source.title,
    authors: [],
    doi: source.doi,
    abstract: null,
    keywords: [],
    language: null,
    pageCount: 0,
    metadata: { origin: "text" },
    parserVersion: TEXT_SOURCE_PARSER,
    readingDoubts: [],
    pages: [],
    sections: [],
    passages: paragraphs.map((text) => ({ section: null, kind: "paragraph" as const, text, page: 1, boxes: [], sentences: splitSentences(text) })),
    references: [],
    // A text has no page to find a table on: nothing is left to read.
    tables: [],
    dataset: source.dataset,
  });
}
