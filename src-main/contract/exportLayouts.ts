import { z } from "zod";
import { TablePartSchema } from "./evidence.ts";

// The line and row layouts of the export formats other than the full record (exportRecord.ts).
// Public interfaces like the record: `npm run schemas` writes each as a JSON Schema file in
// schemas/, and the tests check every exported line against those files.

const role = (name: "system" | "user" | "assistant") => z.strictObject({ role: z.literal(name), content: z.string() });

/** format "chat": one fine-tuning example as OpenAI's fine-tuning API and "messages" loaders read it. */
export const ChatLineSchema = z.strictObject({
  messages: z.tuple([role("system"), role("user"), role("assistant")]).describe("system instruction, the question (after the evidence when open-book), the answer"),
});
export type ChatLine = z.infer<typeof ChatLineSchema>;

/** format "alpaca": one instruction-tuning example. */
export const AlpacaLineSchema = z.strictObject({
  instruction: z.string().min(1).describe("the question"),
  input: z.string().describe("the evidence when open-book; empty when closed-book"),
  output: z.string().describe("the answer"),
});
export type AlpacaLine = z.infer<typeof AlpacaLineSchema>;

// The table fields are optional so lines exported before table evidence existed still validate;
// lines written now have them all, null for evidence in the paper's text.
const SpanSchema = z.strictObject({
  text: z.string(),
  page: z.number().int().nullable(),
  paragraph_id: z.number().int().nullable().describe("passage id in the library; null when the quote matched no passage"),
  start: z.number().int().nullable().describe("character offset in the passage"),
  end: z.number().int().nullable(),
  kind: z.enum(["text", "table"]).optional().describe('"text" for a span of the paper\'s text, "table" for a cell, row or caption of one of its tables'),
  table_index: z.number().int().nullable().optional().describe("the table's place among the paper's tables, from 0"),
  table_label: z.string().nullable().optional().describe('the table\'s label as printed ("Table 2")'),
  table_caption: z.string().nullable().optional(),
  table_part: TablePartSchema.nullable().optional().describe('"cell", "row" or "caption"'),
  row: z.number().int().nullable().optional().describe("the body row, from 1, as the table view numbers them"),
  column: z.number().int().nullable().optional().describe("the cell's column, from 1"),
  heading: z.string().nullable().optional().describe("the cell's column heading"),
  cell: z.string().nullable().optional().describe("the cell's text"),
  box_page: z.number().int().nullable().optional().describe("where the cell, row or caption is printed: page, then x, y, width and height in PDF points from the page's top-left corner"),
  box_x: z.number().nullable().optional(),
  box_y: z.number().nullable().optional(),
  box_w: z.number().nullable().optional(),
  box_h: z.number().nullable().optional(),
});
export type SpanLine = z.infer<typeof SpanSchema>;

// Optional so lines exported before reviewers' names were kept with their corrections still validate.
const CORRECTED_BY_COLUMNS = {
  question_corrected_by: z.string().nullable().optional().describe("the reviewer whose correction of the question this line carries; null when it is as generated"),
  answer_corrected_by: z.string().nullable().optional().describe("the reviewer whose correction of the answer this line carries; null when it is as generated"),
};

/** format "qac": question, answer and context after ChemLit-QA's layout. */
export const QacLineSchema = z.strictObject({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  context: z.string().describe("the gold context: the quoted evidence sentences, one per line; a table's cell or row as its whole row named by its table"),
  context_spans: z.array(SpanSchema).describe("each piece of evidence (a sentence, or a table's row, cell or caption) with its place in the paper"),
  similar_chunks: z.array(z.string()).describe("the chunks of the same paper most like the source chunk, when the strategy stored them (ChemLit-QA: 4)"),
  negative: z.boolean().describe("the answer is not in the context (ChemLit-QA's negative set)"),
  reasoning_type: z.string().nullable(),
  difficulty: z.string().nullable(),
  hop: z.string().nullable(),
  paper_doi: z.string().nullable(),
  paper_title: z.string().nullable(),
  strategy: z.string(),
  // Optional so lines exported before imports existed still validate.
  origin: z.string().nullable().optional().describe('for an imported QA, its file and row ("qas.csv, row 3"); null for a generated one'),
  ...CORRECTED_BY_COLUMNS,
});
export type QacLine = z.infer<typeof QacLineSchema>;

/** format "huggingface": one row of data/<split>.jsonl (the Parquet files hold the same columns). */
export const DatasetRowSchema = z.strictObject({
  id: z.number().int(),
  question: z.string(),
  answer: z.string(),
  type: z.string().nullable(),
  difficulty: z.string().nullable(),
  hop: z.string().nullable(),
  negative: z.boolean(),
  evidence: z.array(SpanSchema),
  paper_id: z.number().int(),
  paper_title: z.string().nullable(),
  paper_doi: z.string().nullable(),
  strategy: z.string(),
  prompt_version: z.string(),
  model: z.string(),
  model_sha256: z.string().nullable(),
  run_id: z.number().int(),
  verdict: z.string(),
  review_status: z.string(),
  // Optional so rows exported before imports existed still validate.
  origin: z.string().nullable().optional().describe('for an imported QA, its file and row ("qas.csv, row 3"); null for a generated one'),
  ...CORRECTED_BY_COLUMNS,
});
export type DatasetRow = z.infer<typeof DatasetRowSchema>;

/** format "beir": one line of corpus.jsonl (a passage). */
export const BeirDocumentSchema = z.strictObject({ _id: z.string(), title: z.string(), text: z.string() });
/** format "beir": one line of queries.jsonl (a question). */
export const BeirQuerySchema = z.strictObject({ _id: z.string(), text: z.string() });
