import { retChemQaClass, type RetChemQaGroupTable, type RetChemQaGrouping, type RetChemQaTable } from "../../../contract/agreement.ts";
import type { AnswerCorrect } from "../../../contract/review.ts";
import { ratio } from "./ratio.ts";

/** One reviewer's RetChemQA table over the QAs they labelled (either label given counts as labelled). */
export function retChemQaTable(reviewer: string, labels: readonly { answerable: boolean | null; answerCorrect: AnswerCorrect | null }[]): RetChemQaTable {
  const counts = { TP: 0, FP: 0, TN: 0, FN: 0, unclassified: 0 };
  for (const { answerable, answerCorrect } of labels) counts[retChemQaClass(answerable, answerCorrect) ?? "unclassified"]++;
  const { TP, FP, TN, FN } = counts;
  const all = TP + FP + TN + FN;
  return {
    reviewer,
    ...counts,
    accuracy: ratio(TP + TN, all),
    precision: ratio(TP, all),
    hallucinationRate: ratio(TN + FN, all),
    hallucinationCaptureRate: ratio(TN, TN + FN),
  };
}

type GroupedLabels = { reviewer: string; answerable: boolean | null; answerCorrect: AnswerCorrect | null; type: string | null; hop: string | null; truthValue: string | null };

const GROUP_OF: Record<RetChemQaGrouping, (row: GroupedLabels) => string | null> = {
  type: (row) => row.type,
  hop: (row) => row.hop,
  // Only true-or-false QAs have one: did reviewers find false statements handled as well as true ones?
  truthValue: (row) => row.truthValue,
};

/**
 * The paper's breakdowns of its table (per question type, single- against multi-hop), plus one by
 * the truth value of true-or-false statements: a table per reviewer and group, for groups holding
 * labelled QAs, in the order reviewer, grouping, group.
 */
export function retChemQaGroupTables(labels: readonly GroupedLabels[]): RetChemQaGroupTable[] {
  const tables: RetChemQaGroupTable[] = [];
  const reviewers = [...new Set(labels.map((l) => l.reviewer))].sort();
  for (const reviewer of reviewers) {
    const own = labels.filter((l) => l.reviewer === reviewer);
    for (const by of Object.keys(GROUP_OF) as RetChemQaGrouping[]) {
      const groups = [...new Set(own.map(GROUP_OF[by]).filter((g): g is string => g !== null))].sort();
      for (const group of groups) tables.push({ ...retChemQaTable(reviewer, own.filter((l) => GROUP_OF[by](l) === group)), by, group });
    }
  }
  return tables;
}
