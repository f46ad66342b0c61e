import { DIFFICULTIES, type Difficulty } from "../../contract/review.ts";
import type { FieldNames, FieldRole, ImportRow, SkippedRow } from "./importRow.ts";
import { listField } from "./listField.ts";
import { count, type QaImportLimits } from "./qaImportLimits.ts";

const TRUE = new Set(["true", "1", "yes", "y", "negative"]);

const text = (value: unknown): string => (value === null || value === undefined ? "" : typeof value === "string" ? value : typeof value === "object" ? JSON.stringify(value) : String(value));

// A set, not the schema: a schema's refusal builds an error, and most files name no difficulty the app knows.
const LEVELS: ReadonlySet<string> = new Set(DIFFICULTIES);
const difficultyOf = (value: string): ImportRow["difficulty"] => (LEVELS.has(value) ? (value as Difficulty) : null);

/**
 * The QA of one record, by the field names found (to `kept`), or why it is left out (to `skip`).
 * `used` are the names holding a role: the record's other short fields are kept with its QA.
 */
export function mapRecord(row: number, item: number | undefined, record: Record<string, unknown>, name: FieldNames, used: ReadonlySet<string>, limits: QaImportLimits, kept: ImportRow[], skip: (row: SkippedRow) => void): void {
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
  const max = limits.fieldChars;
  const tooLong =
    question.length > max ? "question" : answer.length > max ? "answer" : type.length > max ? "type" : difficulty.length > max ? "difficulty" : title.length > max ? "title" : doi.length > max ? "doi" : null;
  if (tooLong) {
    const length = { question, answer, type, difficulty, title, doi }[tooLong].length;
    return skip({ row, reason: `its ${tooLong}${inQa} is ${count(length)} characters, more than the ${count(max)} a field may hold` });
  }
  const longEvidence = evidence.find((e) => e.length > limits.fieldChars);
  if (longEvidence) return skip({ row, reason: `an evidence text${inQa} is ${count(longEvidence.length)} characters, more than the ${count(limits.fieldChars)} a field may hold` });
  const sourceText = field("source");
  if (name.source && !sourceText) return skip({ row, reason: "no source text" });
  if (sourceText.length > limits.sourceChars) return skip({ row, reason: `its source text is ${count(sourceText.length)} characters, more than the ${count(limits.sourceChars)} a source may hold` });
  const negativeValue = field("negative").toLowerCase();
  const extra: ImportRow["extra"] = {};
  let extras = 0;
  for (const key in record) {
    if (extras >= 20) break;
    if (used.has(key) || !Object.hasOwn(record, key)) continue;
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
