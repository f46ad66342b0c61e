import type { QaImportFields } from "../../contract/qaImport.ts";
import { DIFFICULTIES, type Difficulty } from "../../contract/review.ts";
import { QaFieldsNotFoundError } from "./errors/QaFieldsNotFoundError.ts";
import type { FileRecord } from "./FileRecord.ts";
import { listField } from "./listField.ts";
import { isRecord } from "./parseJsonRow.ts";
import { count, type QaImportLimits } from "./qaImportLimits.ts";

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

const TRUE = new Set(["true", "1", "yes", "y", "negative"]);
/** Longer field names are not remembered (a hostile file's keys can be anything). */
const MAX_NAME_CHARS = 1_000;

const text = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value));

// A set, not the schema: a schema's refusal builds an error, and most files name no difficulty the app knows.
const LEVELS: ReadonlySet<string> = new Set(DIFFICULTIES);
const difficultyOf = (value: string): ImportRow["difficulty"] => (LEVELS.has(value) ? (value as Difficulty) : null);

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
    const name = this.names;
    const inQa = item ? ` in QA ${item}` : "";
    const field = (role: FieldRole): string => (name[role] ? text(record[name[role]]).trim() : "");
    const question = field("question");
    const answer = field("answer");
    if (!question || !answer) return skip({ row, reason: `no ${!question ? "question" : "answer"}${inQa}` });
    const type = field("type");
    const difficulty = field("difficulty").toLowerCase();
    // A title and a DOI belong to a row's own source.
    const title = name.source ? field("title") : "";
    const doi = name.source ? field("doi") : "";
    const evidence = name.evidence ? listField(record[name.evidence]) : [];
    const max = this.limits.fieldChars;
    const tooLong =
      question.length > max ? "question" : answer.length > max ? "answer" : type.length > max ? "type" : difficulty.length > max ? "difficulty" : title.length > max ? "title" : doi.length > max ? "doi" : null;
    if (tooLong) {
      const length = { question, answer, type, difficulty, title, doi }[tooLong].length;
      return skip({ row, reason: `its ${tooLong}${inQa} is ${count(length)} characters, more than the ${count(max)} a field may hold` });
    }
    const longEvidence = evidence.find((e) => e.length > this.limits.fieldChars);
    if (longEvidence) return skip({ row, reason: `an evidence text${inQa} is ${count(longEvidence.length)} characters, more than the ${count(this.limits.fieldChars)} a field may hold` });
    const sourceText = field("source");
    if (name.source && !sourceText) return skip({ row, reason: "no source text" });
    if (sourceText.length > this.limits.sourceChars) return skip({ row, reason: `its source text is ${count(sourceText.length)} characters, more than the ${count(this.limits.sourceChars)} a source may hold` });
    const negativeValue = field("negative").toLowerCase();
    const extra: ImportRow["extra"] = {};
    let extras = 0;
    for (const key in record) {
      if (extras >= 20) break;
      if (this.used.has(key) || !Object.hasOwn(record, key)) continue;
      const value = record[key];
      if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") extra[key] = value;
      else if (typeof value === "string" && value.length > 0 && value.length <= 200) extra[key] = value;
      else continue;
      extras++;
    }
    kept.push({
      row,
      ...(item ? { item } : {}),
      question,
      answer,
      evidence,
      // ChemLit-QA-neg marks negatives by difficulty: "Negative" is not a difficulty but a kind.
      negative: TRUE.has(negativeValue) || difficulty === "negative",
      type: type || null,
      difficulty: difficultyOf(difficulty),
      source: name.source ? { text: sourceText, title: title || null, doi: doi || null } : null,
      extra,
    });
  }
}
