import type { EvidencePieceKind } from "../../../contract/evidence.ts";
import type { EvidenceSpan } from "../../db/repositories/qaItems.ts";
import { cellOfSpan, type CellSpan } from "../../db/tablePassageText.ts";
import type { PaperForGeneration } from "../strategies/paperForGeneration.ts";

// What each found piece of a QA's evidence is, so the evidence check's reason names a table's
// row, cell or caption as such: a span of a row's passage inside one cell's piece is that cell
// (as the export record and Review place it, tablePassageText.ts tablePlace), any other span of
// it the row; the caption's passage is the caption; every other passage is the paper's text.

/** The paper's table passages by id: a row's cells, or "caption". */
export function tablePassageParts(paper: Pick<PaperForGeneration, "tables">): Map<number, readonly CellSpan[] | "caption"> {
  const parts = new Map<number, readonly CellSpan[] | "caption">();
  for (const table of paper.tables ?? []) {
    if (table.captionPassage) parts.set(table.captionPassage.id, "caption");
    for (const row of table.rows) parts.set(row.id, row.cells);
  }
  return parts;
}

/** The kind of each found piece of evidence (those matched to a passage), in order. */
export function foundPieceKinds(evidence: readonly EvidenceSpan[], parts: ReadonlyMap<number, readonly CellSpan[] | "caption">): EvidencePieceKind[] {
  return evidence.flatMap((span): EvidencePieceKind[] => {
    if (span.passageId === null) return [];
    const part = parts.get(span.passageId);
    if (part === undefined) return ["sentence"];
    if (part === "caption") return ["caption"];
    return [cellOfSpan(part, span) ? "cell" : "row"];
  });
}
