import type { QaImportLimits } from "./qaImportLimits.ts";
import type { ImportRow } from "./importRow.ts";

/** Consecutive QAs of the file, filtered and stored together. */
export interface RowBatch {
  /** 0-based, in file order. */
  index: number;
  /** The file rows of its first and last QA. */
  first: number;
  last: number;
  /** Its QAs; empty when the batcher only counts. */
  rows: ImportRow[];
  size: number;
}

/** Characters a QA holds, as a batch counts them. */
const charsOf = (row: ImportRow) => row.question.length + row.answer.length + row.evidence.reduce((n, e) => n + e.length, 0) + (row.source?.text.length ?? 0);

/**
 * Cuts the file's QAs, in order, into batches of at most `batchRows` QAs and `batchChars`
 * characters (a QA larger than that alone is a batch of one). The cut depends only on the QAs, so
 * every reading of the same file cuts it the same way: the survey counts the batches the plan
 * stores as work items, and the later readings fill them.
 */
export class RowBatcher {
  private readonly limits: Pick<QaImportLimits, "batchRows" | "batchChars">;
  private readonly keep: boolean;
  private current: RowBatch | null = null;
  private chars = 0;
  private next = 0;

  /** `keep`: hold the QAs (to store them), or only count them (to plan). */
  constructor(limits: Pick<QaImportLimits, "batchRows" | "batchChars">, keep: boolean) {
    this.limits = limits;
    this.keep = keep;
  }

  /** Adds a QA; returns the batch it closed, if any. */
  add(row: ImportRow): RowBatch | null {
    const chars = charsOf(row);
    let closed: RowBatch | null = null;
    if (this.current && (this.current.size >= this.limits.batchRows || this.chars + chars > this.limits.batchChars)) closed = this.finish();
    this.current ??= { index: this.next++, first: row.row, last: row.row, rows: [], size: 0 };
    this.current.last = row.row;
    this.current.size++;
    if (this.keep) this.current.rows.push(row);
    this.chars += chars;
    return closed;
  }

  /** The last batch, once every QA was added; null when it is empty. */
  finish(): RowBatch | null {
    const batch = this.current;
    this.current = null;
    this.chars = 0;
    return batch;
  }
}
