import type { ReviewAgreement } from "../../../contract/agreement.ts";
import { JUDGE_CRITERIA } from "../../../contract/judge.ts";
import type { LibraryDatabase } from "../../db/openDatabase.ts";
import { readLabelRows, readMetricVerdicts, type LabelRow } from "../../db/repositories/agreementRows.ts";
import { labelAgreement } from "./labelAgreement.ts";
import { retChemQaGroupTables, retChemQaTable } from "./retChemQaTable.ts";
import { verdictVsHuman } from "./verdictVsHuman.ts";

/** Per QA, the value each reviewer gave (reviewers who gave none are absent); QAs nobody labelled are left out. */
function unitsOf<L>(rows: readonly LabelRow[], pick: (row: LabelRow) => L | null): Map<string, L>[] {
  const byQa = new Map<number, Map<string, L>>();
  for (const row of rows) {
    const value = pick(row);
    if (value === null) continue;
    let unit = byQa.get(row.qaId);
    if (!unit) byQa.set(row.qaId, (unit = new Map()));
    unit.set(row.reviewer, value);
  }
  return [...byQa.values()];
}

/** Reviewer agreement, judge vs human and RetChemQA's tables for the QAs `ids`. */
export function readAgreement(db: LibraryDatabase, ids: readonly number[]): ReviewAgreement {
  const rows = readLabelRows(db, ids);
  const reviewers = [...new Set(rows.map((r) => r.reviewer))].sort();
  const labels = [
    labelAgreement("decision", unitsOf(rows, (r) => (r.decision === "pending" ? null : r.decision))),
    labelAgreement("answerCorrect", unitsOf(rows, (r) => r.answerCorrect)),
    labelAgreement("answerable", unitsOf(rows, (r) => r.answerable)),
  ];
  const labelled = rows.filter((r) => r.answerable !== null || r.answerCorrect !== null);
  const retChemQa = reviewers.flatMap((reviewer) => {
    const own = labelled.filter((r) => r.reviewer === reviewer);
    return own.length === 0 ? [] : [retChemQaTable(reviewer, own)];
  });
  const retChemQaGroups = retChemQaGroupTables(labelled);

  const judged = readMetricVerdicts(db, ids, JUDGE_CRITERIA);
  let judgeReason: string | null = null;
  let judge: ReviewAgreement["judge"] = null;
  if (judged.length === 0) judgeReason = "no judge scores yet: judge these QAs first";
  else {
    const decisions = new Map<number, { kept: number; dropped: number }>();
    for (const row of rows) {
      if (row.decision === "pending") continue;
      const tally = decisions.get(row.qaId) ?? { kept: 0, dropped: 0 };
      if (row.decision === "keep") tally.kept++;
      else tally.dropped++;
      decisions.set(row.qaId, tally);
    }
    judge = verdictVsHuman(judged.map((j) => ({ passed: !j.failed, score: j.mean, ...(decisions.get(j.qaId) ?? { kept: 0, dropped: 0 }) })));
    if (judge.compared === 0 && judge.rankCorrelation === null) {
      judge = null;
      judgeReason = "no judged QA has been kept or dropped by a reviewer yet";
    }
  }
  return { qas: ids.length, reviewers, labels, judge, judgeReason, retChemQa, retChemQaGroups };
}
