import type { QaDetail } from "@contract/qaDetail.ts";
import { tableName } from "@contract/tableWords.ts";

/**
 * "Evidence from" in a QA's facts: how many places of the paper its evidence comes from. The
 * generator's own word (`hop`) is used when it gave one; a QA read from a table, or imported,
 * has none, so the evidence shown beside it says: the tables it sits in ("Table 1"), else one
 * place or several. A dash only when there is no evidence at all, never beside evidence shown.
 */
export function evidenceFromWords(detail: Pick<QaDetail, "hop" | "evidence">): string {
  const { evidence } = detail;
  const tables = [...new Set(evidence.map((e) => (e.table ? tableName(e.table.table, e.table.table.index) : null)))];
  if (evidence.length > 0 && !tables.includes(null)) return joinAnd(tables as string[]);
  if (detail.hop === "multi") return "Several places in the paper";
  if (detail.hop === "single") return "One place in the paper";
  if (evidence.length === 0) return "—";
  // Quotes of one passage are one place; a quote not found in the paper's text is a place of its own.
  const places = new Set(evidence.map((e, i) => (e.table ? `t:${e.table.table.index}` : e.passageId !== null ? `p:${e.passageId}` : `q:${i}`)));
  return places.size === 1 ? "One place in the paper" : "Several places in the paper";
}

function joinAnd(names: string[]): string {
  return names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names.at(-1)}`;
}
