import { formatCount } from "../../shared/format.ts";
import type { SettingRow } from "./settingRow.ts";

/** What an imported run stores in its settings (core/qaImport): the file and how it was read. */
interface ImportRecord {
  name?: string;
  file?: string;
  sha256?: string;
  format?: string;
  fields?: Record<string, string>;
  rows?: number;
  skipped?: number;
}

/**
 * An imported run's record as people read it: the file, its format and rows, the fields named
 * on import ("question from “Q”") and the file's fingerprint, never the record's keys.
 */
export function importedRunRows(settings: Readonly<Record<string, unknown>>): SettingRow[] {
  const record = settings as ImportRecord;
  const rows: SettingRow[] = [];
  const read = [record.format?.toUpperCase(), record.rows !== undefined ? `${formatCount(record.rows, "row")} read` : null, record.skipped ? `${formatCount(record.skipped)} skipped` : null].filter(Boolean);
  if (record.file) rows.push({ label: "Imported from", value: `${record.file}${read.length > 0 ? ` (${read.join(", ")})` : ""}` });
  if (record.name && record.name !== record.file) rows.push({ label: "Name", value: record.name });
  const fields = Object.entries(record.fields ?? {});
  if (fields.length > 0) rows.push({ label: "Fields read", value: fields.map(([what, field]) => `${what} from “${field}”`).join(", ") });
  if (record.sha256) rows.push({ label: "File fingerprint", value: `${record.sha256.slice(0, 12)}… (SHA-256 of the file)` });
  return rows;
}
