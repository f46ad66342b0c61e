import type { QaImportFields, QaImportFormat } from "../../contract/qaImport.ts";
import type { RunRow } from "../db/repositories/runs.ts";
import type { FileStamp } from "./readQaRecords.ts";
import type { FieldNames, SkippedRow } from "./importRow.ts";

/** What an imported run keeps of its import (its `settings`): enough to read the file again and go on where it stopped. */
export interface ImportSettings {
  /** What the run is called in the app. */
  name: string;
  /** The file's name, and its full path (to read the rest after a stop). */
  file: string;
  path: string;
  sha256: string;
  stamp: FileStamp;
  format: QaImportFormat;
  /** The field names asked for, and those found. */
  fields: QaImportFields;
  names: FieldNames;
  /**
   * The dataset the file's texts are listed under (`chooseDatasetName`): its name, numbered when
   * another file of that name came first. Absent for runs imported before, which used the file name.
   */
  dataset?: string;
  /** What the QAs are about (`targetKey`). */
  target: string;
  /** Rows read, QAs kept, rows left out (and the first of those, with why). */
  rows: number;
  kept: number;
  skipped: number;
  skippedRows: SkippedRow[];
  /** The filters the request named; null for every one that can run. */
  filtersAsked: string[] | null;
}

/** What an imported run's `engine` holds: the filters run and not run, and whether every work item is planned. */
export interface ImportEngine {
  filters: string[];
  notRun: { name: string; why: string }[];
  planned: boolean;
}

/** The run's import settings; null for a run imported before they were kept (it cannot be resumed). */
export function importSettingsOf(run: RunRow): ImportSettings | null {
  const s = run.settings as Partial<ImportSettings>;
  return typeof s.path === "string" && typeof s.sha256 === "string" && s.stamp && s.names && typeof s.target === "string" ? (s as ImportSettings) : null;
}

/** The dataset an imported run's texts are listed under. */
export const datasetOfImport = (settings: Pick<ImportSettings, "dataset" | "file">): string => settings.dataset ?? settings.file;

export function importEngineOf(run: RunRow): ImportEngine {
  const e = run.engine as Partial<ImportEngine>;
  return { filters: e.filters ?? [], notRun: e.notRun ?? [], planned: e.planned === true };
}
