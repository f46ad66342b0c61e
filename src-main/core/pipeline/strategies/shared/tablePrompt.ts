import type { JsonSchema } from "../../ports.ts";
import type { TableQuestionType } from "../../../../contract/tableQuestions.ts";
import { objectSchema } from "./jsonSchema.ts";
import type { Messages } from "./requestSize.ts";
import { sentenceIdsSchema } from "./sentenceIds.ts";

/** Recorded in the context of every table question; change it whenever the prompt or its schema changes. */
export const TABLE_PROMPT_VERSION = "tables@2";

/** The two kinds of table question, as the model names them, and the QA type each is stored under. */
export const TABLE_KINDS: Record<"value" | "comparison", TableQuestionType> = { value: "table-value", comparison: "table-comparison" };

export interface TablePromptInput {
  paperTitle: string | null;
  /** "Table 1. General information for the included studies". */
  title: string;
  headings: readonly string[];
  /** The rows shown, each already marked with its id ("[S3] Study: Ligers; ..."), one per line. */
  rows: string;
  footnotes: readonly string[];
  count: number;
  /** Rows of the table left out of this prompt (another item shows them, or the context could not). */
  note?: string;
}

const SYSTEM = [
  "You write question-answer pairs from one table of a scientific paper. They will test whether a reader can find and use the figures the paper reports in its tables.",
  "The table is given row by row. Each row is on its own line after an id in brackets such as [S4], and each of its cells is written after the heading of its column.",
  "Two kinds of pair are wanted:",
  '- "value": the answer is read from one cell, such as a count, a measurement with its unit, a category or a name;',
  '- "comparison": the answer compares two or more rows on the same column, such as which is larger or smaller, or how far apart they are.',
  "Name what each question asks about in the words of the table (the study, group, sample or condition, and the quantity), so that it can be understood without the table at hand. Never write \"Table 2\", \"row 3\", \"the table\" or \"this paper\" in a question.",
  "Answer only with what the rows you cite state. Copy every number exactly as it is printed, with its unit when the heading gives one.",
  'For each pair give "rows": the ids of the rows the answer is read from, one row for a value and every compared row for a comparison.',
].join("\n");

/** The request for questions about one table (or one part of a long one). */
export function tableMessages(input: TablePromptInput): Messages {
  const about = [
    input.paperTitle ? `Paper: ${input.paperTitle}` : "",
    `Table: ${input.title}`,
    input.headings.some((h) => h !== "") ? `Columns: ${input.headings.map((h, i) => h || `column ${i + 1}`).join(" | ")}` : "",
    input.note ?? "",
  ];
  const blocks = [
    about.filter(Boolean).join("\n"),
    `Rows:\n${input.rows}`,
    input.footnotes.length > 0 ? `Notes under the table: ${input.footnotes.join(" ")}` : "",
    `Write ${input.count} question-answer pair${input.count === 1 ? "" : "s"} from this table, mixing values and comparisons when the table allows both.`,
  ];
  return { system: SYSTEM, prompt: blocks.filter(Boolean).join("\n\n") };
}

export interface TableOutput {
  qas: { kind: keyof typeof TABLE_KINDS; question: string; answer: string; rows: string[] }[];
}

/** Exactly `count` pairs, each citing 1 to 4 of the rows shown (an enum of their ids). */
export function tableSchema(count: number, rowIds: readonly string[]): JsonSchema {
  const qa = objectSchema({
    kind: { enum: Object.keys(TABLE_KINDS) },
    question: { type: "string", minLength: 10, maxLength: 400 },
    answer: { type: "string", minLength: 1, maxLength: 600 },
    rows: sentenceIdsSchema(rowIds, 1, Math.min(4, Math.max(1, rowIds.length))),
  });
  return objectSchema({ qas: { type: "array", items: qa, minItems: count, maxItems: count } });
}
