import type { ParsedTable } from "../../src-main/contract/tables.ts";
import type { LibraryDatabase } from "../../src-main/core/db/openDatabase.ts";
import { insertPaperDocument, type NewPaperDocument } from "../../src-main/core/db/repositories/insertPaperDocument.ts";
import { listPassages, type PassageRow } from "../../src-main/core/db/repositories/paperParts.ts";
import { samplePaper } from "./sampleData.ts";

// The table paper (tablePaper.ts) as the importer stores it once the reader reads tables: the
// sample paper's text, the caption passages the reader keeps for its three tables, and the
// tables themselves, so their rows and captions become passages linked to them.

const CAPTIONS = [
  { text: "Table 1. General information for the included studies", page: 1, y: 170 },
  { text: "Table 2. Haplotype frequencies in cases and controls (as printed, a scanned image)", page: 2, y: 72 },
  { text: "Table 3. Pooled odds ratios under each genetic model", page: 2, y: 240 },
];

/** The sample paper with the table paper's caption passages and `tables`. */
export function tablePaperDocument(seed: string, tables: ParsedTable[] | undefined): NewPaperDocument {
  const paper = samplePaper(seed);
  const captions = CAPTIONS.map(({ text, page, y }) => ({
    section: 0,
    kind: "caption" as const,
    text,
    page,
    boxes: [{ page, x: 54, y, w: 320, h: 9, start: 0, end: text.length }],
    sentences: [[0, text.length]] as [number, number][],
  }));
  return { ...paper, passages: [...paper.passages, ...captions], ...(tables ? { tables } : {}) };
}

/** Stores the table paper; returns its id and the row passage of a study of Table 1 by its first cell. */
export function storeTablePaper(db: LibraryDatabase, seed: string, tables: ParsedTable[]): { paperId: number; row: (study: string) => PassageRow } {
  const paperId = insertPaperDocument(db, tablePaperDocument(seed, tables));
  return { paperId, row: (study) => tableRow(db, paperId, study) };
}

/** The stored row passage of a study of the table paper's Table 1, by its first cell ("Kantarci"). */
export function tableRow(db: LibraryDatabase, paperId: number, study: string): PassageRow {
  const found = listPassages(db, paperId).find((p) => p.kind === "table" && p.text.includes(`Study: ${study};`));
  if (!found) throw new Error(`No row of ${study} in Table 1`);
  return found;
}
