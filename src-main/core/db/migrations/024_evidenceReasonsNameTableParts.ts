import type { Database } from "better-sqlite3";
import { evidenceFoundReason, type EvidencePieceKind } from "../../../contract/evidence.ts";
import { cellOfSpan, type CellSpan } from "../tablePassageText.ts";
import type { Migration } from "./Migration.ts";
import { countsFromEvidenceReason } from "./022_scoreCountsOfEvidenceAndStatements.ts";

/**
 * The evidence check's reasons called every found piece of evidence a "sentence", a table's row,
 * cell or caption too ("its one evidence sentence found in the paper" for a QA resting on a row);
 * the check now names each (contract/evidence.ts evidenceFoundReason). Stored reasons are written
 * again from the QA's stored evidence and the table links of its passages, so Review and exports
 * say "table row" for QAs made before. Only reasons in the check's own forms are rewritten, and
 * only where a table's part is among the found pieces. No schema change: it runs in the one
 * transaction every pending migration runs in.
 */

interface EvidenceRow {
  scoreId: number;
  reason: string;
  value: number | null;
  checked: number | null;
  passageId: number | null;
  start: number | null;
  end: number | null;
  tableRow: number | null;
  cells: string | null;
  linked: number;
}

function rewrite(db: Database): void {
  const rows = db
    .prepare(
      `SELECT s.id AS scoreId, s.reason, s.value, s.items_checked AS checked, e.passage_id AS passageId, e.start, e."end" AS "end",
              t.row AS tableRow, t.cells_json AS cells, t.passage_id IS NOT NULL AS linked
       FROM scores s
       JOIN qa_evidence e ON e.qa_id = s.qa_id
       LEFT JOIN table_passages t ON t.passage_id = e.passage_id
       WHERE s.metric = 'evidence-found'
         AND s.qa_id IN (SELECT e2.qa_id FROM qa_evidence e2 JOIN table_passages t2 ON t2.passage_id = e2.passage_id)
       ORDER BY s.id, e.ordinal`,
    )
    .all() as EvidenceRow[];
  const byScore = new Map<number, EvidenceRow[]>();
  for (const row of rows) byScore.set(row.scoreId, [...(byScore.get(row.scoreId) ?? []), row]);
  const update = db.prepare(`UPDATE scores SET reason = ? WHERE id = ?`);
  for (const [scoreId, pieces] of byScore) {
    const first = pieces[0]!;
    if (!countsFromEvidenceReason(first.reason, first.value)) continue;
    const found = pieces.flatMap((p): EvidencePieceKind[] => {
      if (p.passageId === null) return [];
      if (!p.linked) return ["sentence"];
      if (p.tableRow === null) return ["caption"];
      return [cellOfSpan(JSON.parse(p.cells ?? "[]") as CellSpan[], p) ? "cell" : "row"];
    });
    const reason = evidenceFoundReason(found, first.checked ?? pieces.length);
    if (reason !== first.reason) update.run(reason, scoreId);
  }
}

export const evidenceReasonsNameTableParts: Migration = {
  version: 24,
  name: "the evidence check's reasons name a table's rows, cells and captions",
  up: rewrite,
};
