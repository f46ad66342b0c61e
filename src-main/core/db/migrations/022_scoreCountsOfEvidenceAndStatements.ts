import type { Database } from "better-sqlite3";
import type { Migration } from "./Migration.ts";

/**
 * The evidence check and ChemLit-QA's two statement checks count too (evidence sentences found of
 * those given; the judge's statements borne out by the chunk, or on the question, of the
 * answer's), and now store their counts in migration 21's fields. Their older scores kept the
 * counts only in their reasons' words, read back here; a reason in any other form keeps its share
 * alone.
 *
 * A migration of its own rather than more of 21: libraries this round's builds opened are
 * already at 21 and would never read these back. No schema change, so it needs no more than the
 * one transaction every pending migration runs in.
 */

/** The counts an evidence check's reason states (the forms since round 22 and the "sentence(s)" ones before), or null. */
export function countsFromEvidenceReason(reason: string, value: number | null): { found: number; checked: number } | null {
  if (reason === "no evidence given") return { found: 0, checked: 0 };
  if (reason === "its one evidence sentence found in the paper") return { found: 1, checked: 1 };
  const all = /^all (\d+) evidence sentences?(?:\(s\))? found in the paper$/.exec(reason);
  if (all) return { found: Number(all[1]), checked: Number(all[1]) };
  const some = /^(\d+) of (\d+) evidence sentences? not found in the paper$/.exec(reason);
  if (some && Number(some[1]) <= Number(some[2])) return { found: Number(some[2]) - Number(some[1]), checked: Number(some[2]) };
  // The oldest form named only the missing ones; the share they were stored with gives the total.
  const missing = /^(\d+) evidence sentence\(s\) not found in the paper$/.exec(reason);
  if (missing && value !== null && value < 1) {
    const checked = Number(missing[1]) / (1 - value);
    if (Math.abs(checked - Math.round(checked)) < 1e-6) return { found: Math.round(checked) - Number(missing[1]), checked: Math.round(checked) };
  }
  return null;
}

/** The counts a faithfulness or relevancy reason opens with ("3 of the answer's 4 statements ..."), or null. */
export function countsFromStatementsReason(reason: string): { found: number; checked: number } | null {
  const some = /^(\d+) of the answer's (\d+) statements? /.exec(reason);
  return some && Number(some[1]) <= Number(some[2]) ? { found: Number(some[1]), checked: Number(some[2]) } : null;
}

function backfill(db: Database): void {
  const update = db.prepare(`UPDATE scores SET items_found = ?, items_checked = ? WHERE id = ?`);
  // all(), not iterate(): better-sqlite3 refuses a write while a read is open on the connection.
  const rows = db
    .prepare(`SELECT id, metric, value, reason FROM scores WHERE metric IN ('evidence-found', 'faithfulness', 'answer-relevancy') AND items_checked IS NULL`)
    .all() as { id: number; metric: string; value: number | null; reason: string }[];
  for (const row of rows) {
    const counts = row.metric === "evidence-found" ? countsFromEvidenceReason(row.reason, row.value) : countsFromStatementsReason(row.reason);
    if (counts) update.run(counts.found, counts.checked, row.id);
  }
}

export const scoreCountsOfEvidenceAndStatements: Migration = {
  version: 22,
  name: "the evidence and statement checks' counts",
  up: backfill,
};
