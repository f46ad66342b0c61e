import { parquetWriteBuffer } from "hyparquet-writer";
import type { DatasetRow } from "../../../contract/exportLayouts.ts";
import type { QaRecord } from "../../../contract/exportRecord.ts";
import { originLabel } from "../../../contract/qaImport.ts";
import { spanLine } from "./spanLine.ts";

/** One dataset row (contract/exportLayouts.ts): the record flattened to the columns a dataset viewer shows and a training script reads. */
export type HfRow = DatasetRow;

export function hfRow(r: QaRecord): HfRow {
  return {
    id: r.id,
    question: r.question,
    answer: r.answer,
    type: r.type,
    difficulty: r.difficulty,
    hop: r.hop,
    negative: r.negative,
    evidence: r.evidence.map(spanLine),
    paper_id: r.paper.id,
    paper_title: r.paper.title,
    paper_doi: r.paper.doi,
    strategy: r.provenance.strategy,
    prompt_version: r.provenance.promptVersion,
    model: r.provenance.model.name,
    model_sha256: r.provenance.model.sha256,
    run_id: r.provenance.runId,
    verdict: r.verdict,
    review_status: r.review.status,
    origin: r.provenance.origin ? originLabel(r.provenance.origin) : null,
    question_corrected_by: r.provenance.correctedBy?.question ?? null,
    answer_corrected_by: r.provenance.correctedBy?.answer ?? null,
  };
}

type Scalar = "string" | "int64" | "int32" | "float64" | "bool";
/** The columns with their types: a scalar, or a list of structs of scalars. `nullable` scalars may be missing. */
export const HF_COLUMNS: { name: keyof HfRow; type: Scalar | { list: { name: string; type: Scalar }[] }; nullable: boolean }[] = [
  { name: "id", type: "int64", nullable: false },
  { name: "question", type: "string", nullable: false },
  { name: "answer", type: "string", nullable: false },
  { name: "type", type: "string", nullable: true },
  { name: "difficulty", type: "string", nullable: true },
  { name: "hop", type: "string", nullable: true },
  { name: "negative", type: "bool", nullable: false },
  {
    name: "evidence",
    type: {
      list: [
        { name: "text", type: "string" },
        { name: "page", type: "int32" },
        { name: "paragraph_id", type: "int64" },
        { name: "start", type: "int32" },
        { name: "end", type: "int32" },
        { name: "kind", type: "string" },
        { name: "table_index", type: "int32" },
        { name: "table_label", type: "string" },
        { name: "table_caption", type: "string" },
        { name: "table_part", type: "string" },
        { name: "row", type: "int32" },
        { name: "column", type: "int32" },
        { name: "heading", type: "string" },
        { name: "cell", type: "string" },
        { name: "box_page", type: "int32" },
        { name: "box_x", type: "float64" },
        { name: "box_y", type: "float64" },
        { name: "box_w", type: "float64" },
        { name: "box_h", type: "float64" },
      ],
    },
    nullable: false,
  },
  { name: "paper_id", type: "int64", nullable: false },
  { name: "paper_title", type: "string", nullable: true },
  { name: "paper_doi", type: "string", nullable: true },
  { name: "strategy", type: "string", nullable: false },
  { name: "prompt_version", type: "string", nullable: false },
  { name: "model", type: "string", nullable: false },
  { name: "model_sha256", type: "string", nullable: true },
  { name: "run_id", type: "int64", nullable: false },
  { name: "verdict", type: "string", nullable: false },
  { name: "review_status", type: "string", nullable: false },
  { name: "origin", type: "string", nullable: true },
  { name: "question_corrected_by", type: "string", nullable: true },
  { name: "answer_corrected_by", type: "string", nullable: true },
];

const PARQUET_TYPE = {
  string: { type: "BYTE_ARRAY", converted_type: "UTF8" },
  int64: { type: "INT64" },
  int32: { type: "INT32" },
  float64: { type: "DOUBLE" },
  bool: { type: "BOOLEAN" },
} as const;

type SchemaElement = NonNullable<Parameters<typeof parquetWriteBuffer>[0]["schema"]>[number];

/**
 * The rows as a Parquet file with an explicit schema, so the types are the card's (a list stays a
 * list of structs rather than JSON text, an id stays INT64 even when every id is small) and an
 * empty split still has its columns.
 */
export function hfParquet(rows: readonly HfRow[]): Uint8Array {
  const schema: SchemaElement[] = [{ name: "root", num_children: HF_COLUMNS.length }];
  const columnData = HF_COLUMNS.map((column) => {
    const values = rows.map((row) => row[column.name]);
    if (typeof column.type === "string") {
      schema.push({ name: column.name, ...PARQUET_TYPE[column.type], repetition_type: column.nullable ? "OPTIONAL" : "REQUIRED" });
      return { name: column.name, data: column.type === "int64" ? values.map((v) => (v === null ? null : BigInt(v as number))) : values };
    }
    const fields = column.type.list;
    schema.push(
      { name: column.name, repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 },
      { name: "list", repetition_type: "REPEATED", num_children: 1 },
      { name: "element", repetition_type: "REQUIRED", num_children: fields.length },
      ...fields.map((f): SchemaElement => ({ name: f.name, ...PARQUET_TYPE[f.type], repetition_type: f.name === "text" ? "REQUIRED" : "OPTIONAL" })),
    );
    const int64 = fields.filter((f) => f.type === "int64").map((f) => f.name);
    const data = (values as Record<string, unknown>[][]).map((list) =>
      list.map((item) => (int64.length === 0 ? item : Object.fromEntries(Object.entries(item).map(([k, v]) => [k, int64.includes(k) && typeof v === "number" ? BigInt(v) : v])))),
    );
    return { name: column.name, data };
  });
  return new Uint8Array(parquetWriteBuffer({ columnData, schema, createdBy: "Distillate" }));
}
