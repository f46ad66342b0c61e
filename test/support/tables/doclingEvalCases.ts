/**
 * docling-eval's CVAT fixtures (docling-project/docling-eval, MIT), as
 * scripts/extractDoclingEvalSuite.ts writes them: the same case form as Docling's end-to-end test
 * (doclingCases.ts), scored the same way, but the truth is a person's annotation converted to a
 * DoclingDocument. Held out in round 17 (measured once, totals only), tuning from round 18
 * (docs/table-measures.md, "docling-eval's annotated fixtures").
 */
import fs from "node:fs";
import path from "node:path";
import { EVAL_CASES_FILE } from "../../../scripts/extractDoclingEvalSuite.ts";

export const DOCLING_EVAL_ENV = "DISTILLATE_DOCLINGEVAL_DIR";

/** The extracted suite, or why it is not there (a sentence to print). */
export function doclingEvalSuite(): { dir: string } | { skip: string } {
  const dir = process.env[DOCLING_EVAL_ENV];
  const how = `extract it with \`node scripts/extractDoclingEvalSuite.ts <docling-eval repository> <folder>\` and set ${DOCLING_EVAL_ENV}=<folder>`;
  if (!dir) return { skip: `${DOCLING_EVAL_ENV} is not set: docling-eval's annotated fixtures are skipped (${how}).` };
  if (!fs.existsSync(path.join(dir, EVAL_CASES_FILE))) return { skip: `${DOCLING_EVAL_ENV}=${dir} holds no ${EVAL_CASES_FILE}: docling-eval's annotated fixtures are skipped (${how}).` };
  return { dir };
}
