import type { ImportBatchReport } from "@contract/importReport.ts";

// Counting a batch's files by outcome, and the header line that says those counts. Pure, so the
// panel's words can be tested without a page.

export interface ImportTally {
  queued: number;
  reading: number;
  imported: number;
  duplicate: number;
  failed: number;
  "needs-password": number;
  /** Files a Cancel stopped before they were read. */
  cancelled: number;
  /** Files known so far (the batch total when the app has said it). */
  total: number;
}

export function tallyBatch(batch: ImportBatchReport): ImportTally {
  const tally: ImportTally = { queued: 0, reading: 0, imported: 0, duplicate: 0, failed: 0, "needs-password": 0, cancelled: 0, total: 0 };
  for (const file of batch.files) tally[file.status]++;
  tally.total = Math.max(batch.total ?? 0, batch.files.length);
  // A cancelled upload's parts never sent, or a folder's files never started, were not read either.
  if (batch.state === "cancelled") tally.cancelled += tally.total - batch.files.length;
  return tally;
}

/** Files of the batch that have an outcome (one waiting for its password counts: the import did its part). */
export function settledCount(tally: ImportTally): number {
  return tally.imported + tally.duplicate + tally.failed + tally["needs-password"];
}

/** Every batch's files counted together, for the one line a finished panel folds into. */
export function tallyBatches(batches: readonly ImportBatchReport[]): ImportTally {
  const sum: ImportTally = { queued: 0, reading: 0, imported: 0, duplicate: 0, failed: 0, "needs-password": 0, cancelled: 0, total: 0 };
  for (const tally of batches.map(tallyBatch)) for (const key of Object.keys(sum) as (keyof ImportTally)[]) sum[key] += tally[key];
  return sum;
}

/** One line for the batch header, e.g. "2 imported · 1 needs a password · 1 failed · 3 of 6 done". */
export function describeTally(tally: ImportTally, state: ImportBatchReport["state"]): string {
  const parts: string[] = [];
  if (tally.imported) parts.push(`${tally.imported} imported`);
  if (tally.duplicate) parts.push(`${tally.duplicate} already in the library`);
  if (tally["needs-password"]) parts.push(`${tally["needs-password"]} ${tally["needs-password"] === 1 ? "needs a password" : "need a password"}`);
  if (tally.failed) parts.push(`${tally.failed} failed`);
  // Said in the folded line of all imports, where a cancelled batch is counted with the others.
  if (tally.cancelled && state !== "cancelled") parts.push(`${tally.cancelled} not read (cancelled)`);
  const settled = settledCount(tally);
  // Files never looked at (later parts of an upload, the rest of a folder) are not read either.
  if (state === "cancelled") return `Cancelled: ${[...parts, `${tally.total - settled} not read`].join(", ")}`;
  if (state === "running") parts.push(tally.total > 0 ? `${settled} of ${tally.total} done` : "looking for PDFs…");
  if (state === "incomplete") parts.push(`stopped after ${settled} of ${tally.total} files: the page that sent them was closed or reloaded`);
  return parts.join(" · ") || (state === "running" ? "starting…" : "no PDF files found");
}
