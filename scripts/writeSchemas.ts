// Regenerates the JSON Schema files in src-main/contract/schemas from the zod contract, so the
// published schemas and the code that produces records can never disagree. `npm run schemas`.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { EXPORT_FORMAT_VERSIONS } from "../src-main/contract/exportFormat.ts";
import { AlpacaLineSchema, BeirDocumentSchema, BeirQuerySchema, ChatLineSchema, DatasetRowSchema, QacLineSchema } from "../src-main/contract/exportLayouts.ts";
import { QaRecordSchema } from "../src-main/contract/exportRecord.ts";

const SCHEMA_DIR = path.resolve(import.meta.dirname, "../src-main/contract/schemas");

export function qaRecordJsonSchema(): Record<string, unknown> {
  return {
    $id: "https://distillate.invalid/schemas/qa-record.schema.json",
    title: "Distillate QA record",
    description: `One exported question-answer pair with its evidence, scores, review status and provenance (formats json and jsonl, version ${EXPORT_FORMAT_VERSIONS.jsonl}).`,
    ...z.toJSONSchema(QaRecordSchema, { target: "draft-2020-12" }),
  };
}

export const SCHEMA_FILE = path.join(SCHEMA_DIR, "qa-record.schema.json");

/** The schema file of each JSON-based layout besides the record: file name, title, zod schema. */
const LAYOUTS: [string, string, z.ZodType][] = [
  ["chat-line.schema.json", `Distillate chat fine-tuning line (format chat, version ${EXPORT_FORMAT_VERSIONS.chat})`, ChatLineSchema],
  ["alpaca-line.schema.json", `Distillate Alpaca line (format alpaca, version ${EXPORT_FORMAT_VERSIONS.alpaca})`, AlpacaLineSchema],
  ["qac-line.schema.json", `Distillate question-answer-context line (format qac, version ${EXPORT_FORMAT_VERSIONS.qac})`, QacLineSchema],
  ["dataset-row.schema.json", `Distillate dataset row, data/<split>.jsonl (format huggingface, version ${EXPORT_FORMAT_VERSIONS.huggingface})`, DatasetRowSchema],
  ["beir-corpus-line.schema.json", `Distillate BEIR corpus.jsonl line (format beir, version ${EXPORT_FORMAT_VERSIONS.beir})`, BeirDocumentSchema],
  ["beir-query-line.schema.json", `Distillate BEIR queries.jsonl line (format beir, version ${EXPORT_FORMAT_VERSIONS.beir})`, BeirQuerySchema],
];

/** Every schema file with its content, the record's first. */
export function layoutJsonSchemas(): Record<string, Record<string, unknown>> {
  const files: Record<string, Record<string, unknown>> = { "qa-record.schema.json": qaRecordJsonSchema() };
  for (const [file, title, schema] of LAYOUTS) {
    files[file] = { $id: `https://distillate.invalid/schemas/${file}`, title, ...z.toJSONSchema(schema, { target: "draft-2020-12" }) };
  }
  return files;
}

export const schemaFile = (name: string) => path.join(SCHEMA_DIR, name);

if (import.meta.main) {
  for (const [name, schema] of Object.entries(layoutJsonSchemas())) {
    fs.writeFileSync(schemaFile(name), JSON.stringify(schema, null, 2) + "\n");
    console.log(`wrote ${path.relative(process.cwd(), schemaFile(name))}`);
  }
}
