import type { Database } from "better-sqlite3";
import type { Migration } from "./Migration.ts";

/**
 * What a counting check's value rests on (contract/metrics.ts ScoreCounts): of the items it
 * checked (an answer's numbers), how many it found, so the views can say "3 of 4 numbers found"
 * instead of a bare 75%. Null for checks that do not count.
 *
 * Numbers checks stored before kept the count only in their reason's words, which the filter
 * wrote in four fixed forms; those are read back here. A reason in any other form leaves the
 * counts null, and the views then show the share alone.
 *
 * Numbered 21: a migration on another branch may take it too; renumber on merge (two may not share a number).
 */
const sql = /* sql */ `
ALTER TABLE scores ADD COLUMN items_found INTEGER CHECK (items_found >= 0);
ALTER TABLE scores ADD COLUMN items_checked INTEGER CHECK (items_checked >= 0);
`;

/** The counts an old numbers check's reason states, or null when it is in none of the filter's forms. */
export function countsFromNumbersReason(reason: string): { found: number; checked: number } | null {
  if (reason === "the answer states no numbers") return { found: 0, checked: 0 };
  if (reason === "its one number occurs in the paper") return { found: 1, checked: 1 };
  if (reason.startsWith("its one number is not in the paper")) return { found: 0, checked: 1 };
  const all = /^all (\d+) numbers occur in the paper$/.exec(reason);
  if (all) return { found: Number(all[1]), checked: Number(all[1]) };
  const some = /^(\d+) of (\d+) numbers found in the paper/.exec(reason);
  if (some && Number(some[1]) <= Number(some[2])) return { found: Number(some[1]), checked: Number(some[2]) };
  return null;
}

function backfill(db: Database): void {
  const update = db.prepare(`UPDATE scores SET items_found = ?, items_checked = ? WHERE id = ?`);
  // all(), not iterate(): better-sqlite3 refuses a write while a read is open on the connection.
  for (const row of db.prepare(`SELECT id, reason FROM scores WHERE metric = 'numeric-source'`).all() as { id: number; reason: string }[]) {
    const counts = countsFromNumbersReason(row.reason);
    if (counts) update.run(counts.found, counts.checked, row.id);
  }
}

export const scoreCounts: Migration = {
  version: 21,
  name: "what a counting check's score rests on",
  up(db) {
    db.exec(sql);
    backfill(db);
  },
};
