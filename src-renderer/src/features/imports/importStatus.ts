import type { ImportBatchReport, ImportFileReport, ImportFileStatus, ImportReport } from "@contract/importReport.ts";

// The import panel shows the core's import report (it outlives a reload of this window), plus
// the batches this window is still sending, which the core has not heard of yet. Pure functions
// over those, so they can be tested without a page.

export type { ImportBatchReport, ImportFileReport, ImportFileStatus };

/** A batch this window is sending: its label and the names of its files, known before the core answers. */
export interface SendingBatch {
  id: string;
  label: string;
  /** File names, when the files are known (a folder picked in the desktop app is expanded by the core). */
  names: string[];
}

/**
 * What the panel lists, newest first: the report's batches, with the ones this window is still
 * sending shown as running (between two parts of an upload no call is in flight, which the
 * report calls "incomplete"), and batches not in the report yet as queued files.
 */
export function visibleBatches(report: ImportReport | undefined, sending: readonly SendingBatch[]): ImportBatchReport[] {
  const reported = report?.batches ?? [];
  const known = new Set(reported.map((b) => b.id));
  const ours = new Set(sending.map((b) => b.id));
  const waiting = sending
    .filter((b) => !known.has(b.id))
    .map(
      (b): ImportBatchReport => ({
        id: b.id,
        label: b.label,
        startedAt: "",
        state: "running",
        total: b.names.length > 0 ? b.names.length : null,
        files: b.names.map((name, index) => ({ index, name, path: null, status: "queued", paperId: null, pages: null, error: null })),
        error: null,
      }),
    )
    .reverse();
  return [...waiting, ...reported.map((b) => (b.state === "incomplete" && ours.has(b.id) ? { ...b, state: "running" as const } : b))];
}

/** Every file waiting for its password, newest batch first, with the batch it belongs to. */
export function passwordPrompts(batches: readonly ImportBatchReport[]): { batch: ImportBatchReport; file: ImportFileReport }[] {
  return batches.flatMap((batch) => batch.files.filter((file) => file.status === "needs-password").map((file) => ({ batch, file })));
}

/** Whether the last password tried for this file was wrong (rather than none given yet). */
export function wrongPassword(file: ImportFileReport): boolean {
  return file.error?.name === "IncorrectPasswordError";
}
