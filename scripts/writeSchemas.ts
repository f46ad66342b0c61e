// Regenerates the JSON Schema files in src-main/contract/schemas from the zod contract, so the
// published schema and the code that produces records can never disagree. `npm run schemas`.
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { QaRecordSchema } from "../src-main/contract/exportRecord.ts";

export function qaRecordJsonSchema(): Record<string, unknown> {
  return {
    $id: "https://distillate.invalid/schemas/qa-record.schema.json",
    title: "Distillate QA record",
    description: "One exported question-answer pair with its evidence, scores, review status and provenance.",
    ...z.toJSONSchema(QaRecordSchema, { target: "draft-2020-12" }),
  };
}

export const SCHEMA_FILE = path.resolve(import.meta.dirname, "../src-main/contract/schemas/qa-record.schema.json");

if (import.meta.main) {
  fs.writeFileSync(SCHEMA_FILE, JSON.stringify(qaRecordJsonSchema(), null, 2) + "\n");
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}
