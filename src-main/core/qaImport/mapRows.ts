import type { QaImportFields } from "../../contract/qaImport.ts";
import { DifficultySchema, type Difficulty } from "../../contract/review.ts";
import { QaFieldsNotFoundError } from "./errors/QaFieldsNotFoundError.ts";
import { listField } from "./listField.ts";
import type { FileRecord } from "./readQaFile.ts";

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

type Role = Exclude<keyof QaImportFields, "qas">;

/** The usual names of each field, lower-cased. */
const USUAL: Record<Role, readonly string[]> = {
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

const TRUE = new Set(["true", "1", "yes", "y", "negative"]);

/** The name of the field holding `role` among `present`: the one given, else a usual one in any case. */
function resolve(role: Role, given: string | undefined, present: readonly string[]): string | null {
  if (given !== undefined) return present.includes(given) ? given : (present.find((p) => p.toLowerCase() === given.toLowerCase()) ?? null);
  return present.find((p) => USUAL[role].includes(p.toLowerCase())) ?? null;
}

const text = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value));

function difficultyOf(value: unknown): ImportRow["difficulty"] {
  const level = DifficultySchema.safeParse(text(value).trim().toLowerCase());
  return level.success ? level.data : null;
}

/** The QAs of every record, with a record's own fields spread over the QAs of its list (`fields.qas`). */
function flatten(records: readonly FileRecord[], listName: string | undefined): { row: number; item?: number; record: Record<string, unknown> | null; error?: string }[] {
  if (!listName) return [...records];
  return records.flatMap((r) => {
    if (!r.record) return [r];
    const list = r.record[listName];
    if (!Array.isArray(list)) return [{ row: r.row, record: null, error: `it has no list of QAs under "${listName}"` }];
    const { [listName]: _list, ...shared } = r.record;
    return list.map((qa, i) =>
      typeof qa === "object" && qa !== null && !Array.isArray(qa) ? { row: r.row, item: i + 1, record: { ...shared, ...(qa as Record<string, unknown>) } } : { row: r.row, item: i + 1, record: null, error: "the QA is not an object" },
    );
  });
}

/**
 * The file's records as QAs: fields found by the names given or their usual names, a list of QAs
 * per record spread out, rows without a question or an answer left out with why.
 * QaFieldsNotFoundError when no record has a question or an answer field at all.
 */
export function mapRows(file: string, records: readonly FileRecord[], fields: QaImportFields = {}): { rows: ImportRow[]; skipped: { row: number; reason: string }[] } {
  const flat = flatten(records, fields.qas);
  const present = [...new Set(flat.flatMap((r) => (r.record ? Object.keys(r.record) : [])))];
  const name = Object.fromEntries((Object.keys(USUAL) as Role[]).map((role) => [role, resolve(role, fields[role], present)])) as Record<Role, string | null>;
  const missing = (["question", "answer"] as const).filter((role) => name[role] === null);
  if (flat.some((r) => r.record) && missing.length > 0) throw new QaFieldsNotFoundError(file, missing, present);
  if (fields.source !== undefined && name.source === null) throw new QaFieldsNotFoundError(file, ["source"], present);
  const used = new Set(Object.values(name).filter((n): n is string => n !== null));
  const rows: ImportRow[] = [];
  const skipped: { row: number; reason: string }[] = [];
  for (const r of flat) {
    if (!r.record) {
      skipped.push({ row: r.row, reason: r.error ?? "unreadable" });
      continue;
    }
    const record = r.record;
    const question = text(record[name.question!]).trim();
    const answer = text(record[name.answer!]).trim();
    if (!question || !answer) {
      skipped.push({ row: r.row, reason: `no ${!question ? "question" : "answer"}${r.item ? ` in QA ${r.item}` : ""}` });
      continue;
    }
    const negativeValue = name.negative ? text(record[name.negative]).trim().toLowerCase() : "";
    // ChemLit-QA-neg marks negatives by difficulty: "Negative" is not a difficulty but a kind.
    const difficultyValue = name.difficulty ? text(record[name.difficulty]).trim().toLowerCase() : "";
    const sourceText = name.source ? text(record[name.source]).trim() : "";
    const extra: ImportRow["extra"] = {};
    for (const [key, value] of Object.entries(record)) {
      if (used.has(key) || Object.keys(extra).length >= 20) continue;
      if ((typeof value === "number" && Number.isFinite(value)) || typeof value === "boolean") extra[key] = value;
      else if (typeof value === "string" && value.length > 0 && value.length <= 200) extra[key] = value;
    }
    rows.push({
      row: r.row,
      ...(r.item ? { item: r.item } : {}),
      question,
      answer,
      evidence: name.evidence ? listField(record[name.evidence]) : [],
      negative: TRUE.has(negativeValue) || difficultyValue === "negative",
      type: name.type ? text(record[name.type]).trim() || null : null,
      difficulty: difficultyOf(difficultyValue),
      source: name.source
        ? sourceText
          ? { text: sourceText, title: name.title ? text(record[name.title]).trim() || null : null, doi: name.doi ? text(record[name.doi]).trim() || null : null }
          : null
        : null,
      extra,
    });
    if (name.source && !sourceText) {
      rows.pop();
      skipped.push({ row: r.row, reason: "no source text" });
    }
  }
  return { rows, skipped };
}
