import type { QaImportFields } from "../../contract/qaImport.ts";
import type { Difficulty } from "../../contract/review.ts";

// What the import makes of a file's rows: the QAs it keeps, the rows it leaves out, and which field holds what.

/** One QA of the file as the import stores it. */
export interface ImportRow {
  row: number;
  /** Its place in the row's list of QAs (`fields.qas`), 1-based. */
  item?: number;
  question: string;
  answer: string;
  evidence: string[];
  negative: boolean;
  type: string | null;
  difficulty: Difficulty | null;
  /** The row's own source text, title and DOI (`fields.source`). */
  source: { text: string; title: string | null; doi: string | null } | null;
  /** The row's other short fields (ids, scores), kept with the QA. */
  extra: Record<string, string | number | boolean>;
}

/** A row (or a QA of a row's list) left out, with why. */
export interface SkippedRow {
  row: number;
  reason: string;
}

export type FieldRole = Exclude<keyof QaImportFields, "qas">;
/** The field of the file holding each role; null when it has none. */
export type FieldNames = Record<FieldRole, string | null>;
