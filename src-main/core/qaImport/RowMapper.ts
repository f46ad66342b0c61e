import type { QaImportFields } from "../../contract/qaImport.ts";
import { QaFieldsNotFoundError } from "./errors/QaFieldsNotFoundError.ts";
import type { FileRecord } from "./FileRecord.ts";
import type { FieldNames, FieldRole, ImportRow, SkippedRow } from "./importRow.ts";
import { mapRecord } from "./mapRecord.ts";
import { isRecord } from "./parseJsonRow.ts";
import { count, type QaImportLimits } from "./qaImportLimits.ts";

/** The usual names of each field, lower-cased. */
const USUAL: Record<FieldRole, readonly string[]> = {
  question: ["question", "q"],
  answer: ["answer", "a"],
  evidence: ["evidence", "context", "contexts", "supporting_sentences"],
  negative: ["negative", "is_negative"],
  type: ["type", "reasoning_type", "question_type"],
  difficulty: ["difficulty"],
  source: [],
  title: ["title"],
  doi: ["doi"],
};
const ROLES = Object.keys(USUAL) as FieldRole[];

/** Longer field names are not remembered (a hostile file's keys can be anything). */
const MAX_NAME_CHARS = 1_000;



/**
 * The file's records as QAs, a record at a time: fields found by the names given or their usual
 * names (in any case), a record's list of QAs spread out with the record's own fields, rows
 * without a question or an answer, or with a field past its limit, left out with why.
 *
 * Which field holds what is decided by every field name of the file, in the order first seen,
 * as when the whole file was read at once; read as a stream, a role is settled by the first name
 * that fits and only a later, better fit changes it. The mapper says so (`stale`): rows mapped
 * before were mapped without it, and the file must be mapped again with the names it found.
 */
export class RowMapper {
  /** Field names of the records, in the order first seen (up to `limits.fieldNames`). */
  readonly present: string[] = [];
  /** True when a role's field was found only after rows had been mapped without it. */
  stale = false;
  private readonly seen = new Set<string>();
  private readonly names: FieldNames;
  private readonly fixed: boolean;
  private readonly file: string;
  private readonly fields: QaImportFields;
  private readonly limits: QaImportLimits;
  private mapped = false;
  private sawRecord = false;
  /** The names holding a role: a record's other fields are kept with its QAs. */
  private used: Set<string>;

  /** With `names`, maps by those names without looking for others (a second reading of the file). */
  constructor(file: string, fields: QaImportFields, limits: QaImportLimits, names?: FieldNames) {
    this.file = file;
    this.fields = fields;
    this.limits = limits;
    this.fixed = names !== undefined;
    this.names = names ? { ...names } : (Object.fromEntries(ROLES.map((role) => [role, null])) as FieldNames);
    this.used = this.usedNames();
  }

  private usedNames(): Set<string> {
    return new Set(Object.values(this.names).filter((n): n is string => n !== null));
  }

  /** The names found so far. */
  fieldNames(): FieldNames {
    return { ...this.names };
  }

  /** The QAs of one record (to `kept`) and those left out (to `skip`). */
  map(fileRecord: FileRecord, kept: ImportRow[], skip: (row: SkippedRow) => void): void {
    const { row } = fileRecord;
    if (!fileRecord.record) return skip({ row, reason: fileRecord.error ?? "unreadable" });
    const listName = this.fields.qas;
    if (!listName) return this.mapOne(row, undefined, fileRecord.record, kept, skip);
    const list = fileRecord.record[listName];
    if (!Array.isArray(list)) return skip({ row, reason: `it has no list of QAs under "${listName}"` });
    if (list.length > this.limits.qasPerRow) return skip({ row, reason: `its list holds ${count(list.length)} QAs, more than the ${count(this.limits.qasPerRow)} a row may hold` });
    const { [listName]: _list, ...shared } = fileRecord.record;
    for (const [i, qa] of list.entries()) {
      if (isRecord(qa)) this.mapOne(row, i + 1, { ...shared, ...qa }, kept, skip);
      else skip({ row, reason: `QA ${i + 1} of its list is not an object` });
    }
  }

  /** The names found, once the whole file was mapped. QaFieldsNotFoundError when there is no question or answer field (or no source field asked for). */
  finish(): FieldNames {
    const missing = (["question", "answer"] as const).filter((role) => this.names[role] === null);
    if (this.sawRecord && missing.length > 0) throw new QaFieldsNotFoundError(this.file, missing, this.present);
    if (this.sawRecord && this.fields.source !== undefined && this.names.source === null) throw new QaFieldsNotFoundError(this.file, ["source"], this.present);
    return this.fieldNames();
  }

  private observe(record: Record<string, unknown>): void {
    if (this.fixed) return;
    for (const key of Object.keys(record)) {
      if (this.seen.has(key) || this.seen.size >= this.limits.fieldNames || key.length > MAX_NAME_CHARS) continue;
      this.seen.add(key);
      this.present.push(key);
      const lower = key.toLowerCase();
      for (const role of ROLES) {
        const given = this.fields[role];
        const current = this.names[role];
        // The name given exactly wins anywhere in the file; else the first name that fits.
        const better = given !== undefined ? (current === null && lower === given.toLowerCase()) || (key === given && current !== given) : current === null && USUAL[role].includes(lower);
        if (!better) continue;
        this.names[role] = key;
        this.used = this.usedNames();
        if (this.mapped) this.stale = true;
      }
    }
  }

  private mapOne(row: number, item: number | undefined, record: Record<string, unknown>, kept: ImportRow[], skip: (row: SkippedRow) => void): void {
    this.sawRecord = true;
    this.observe(record);
    this.mapped = true;
    mapRecord(row, item, record, this.names, this.used, this.limits, kept, skip);
  }
}
