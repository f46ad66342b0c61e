import type { EvidenceSpan } from "../../db/repositories/qaItems.ts";
import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";
import type { GeneratedQa } from "../strategies/Strategy.ts";
import type { PaperForGeneration, TableRowPassage } from "../strategies/paperForGeneration.ts";
import { cellsHeld } from "../text/answeringCell.ts";

// Ours, for the "Questions from tables" option (contract/tableQuestions.ts): a table QA's evidence
// check cannot fail, since the rows it cites are picked from the ids its prompt listed, so the
// answer itself is checked against those rows. A value's answer must state a cell of a cited row
// that its question does not (the question names the row by its study or group); a comparison's
// answer must state a cell of a cited row, a name the question gave included ("Kantarci's"), so
// that it names or quotes the rows it compares. Cells are read as the numbers check reads them
// (answeringCell.ts): numbers as values, with their units, percents and ± forms; words whole.

const METRIC = "table-answer";

/** The table QA types this check reads; any other QA gets no verdict from it. */
const KINDS = new Set(["table-value", "table-comparison"]);

/** The paper's table rows by passage id, read once per item. */
export function tableRowsById(paper: Pick<PaperForGeneration, "tables">): Map<number, TableRowPassage> {
  return new Map((paper.tables ?? []).flatMap((t) => t.rows.map((r) => [r.id, r] as const)));
}

/** "Cases / n: 1,024": a cell as its row's passage writes it, after its column's heading. */
const cellText = (row: TableRowPassage, cell: readonly number[]) => row.text.slice(cell[1], cell[3]);

/** Whether a table QA's answer states a value of the rows it cites; null for a QA of another kind. */
export function tableAnswer(qa: Pick<GeneratedQa, "type" | "question" | "answer" | "negative">, evidence: readonly EvidenceSpan[], rows: ReadonlyMap<number, TableRowPassage>): FilterVerdict | null {
  if (qa.negative || qa.type === null || !KINDS.has(qa.type)) return null;
  const cited = [...new Set(evidence.flatMap((e) => (e.passageId !== null && rows.has(e.passageId) ? [rows.get(e.passageId)!] : [])))];
  if (cited.length === 0) return { metric: METRIC, value: 1, verdict: "fail", reason: "it cites no row of the table that was found, so its answer cannot be checked against one" };
  const comparison = qa.type === "table-comparison";
  for (const row of cited) {
    const held = cellsHeld(row.text, row.cells, qa.answer, comparison ? null : qa.question);
    const cell = held.numeric[0] ?? held.worded[0];
    if (cell) return { metric: METRIC, value: 0, verdict: "pass", reason: `its answer holds a value of a cited row: "${cellText(row, cell)}"` };
  }
  const of = cited.length === 1 ? "the cited row" : `the ${cited.length} cited rows`;
  return { metric: METRIC, value: 1, verdict: "fail", reason: comparison ? `its answer holds no value of ${of}, nor names one of them` : `its answer holds no value of ${of} that its question does not already state` };
}
