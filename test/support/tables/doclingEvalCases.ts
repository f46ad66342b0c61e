/**
 * docling-eval's CVAT fixtures (docling-project/docling-eval, MIT), as
 * scripts/extractDoclingEvalSuite.ts writes them: the same case form as Docling's end-to-end test
 * (doclingCases.ts), scored the same way, but the truth is a person's annotation converted to a
 * DoclingDocument. Held out in round 17 (measured once, totals only), tuning from round 18
 * (docs/table-measures.md, "docling-eval's annotated fixtures").
 */
import { EVAL_CASES_FILE } from "../../../scripts/extractDoclingEvalSuite.ts";
import { extractedSuite, type ExtractedSuite } from "./extractedSuite.ts";

export const DOCLING_EVAL_ENV = "DISTILLATE_DOCLINGEVAL_DIR";

/** The extracted suite, or why it is not there (a sentence to print). */
export function doclingEvalSuite(): ExtractedSuite {
  return extractedSuite({ env: DOCLING_EVAL_ENV, script: "extractDoclingEvalSuite.ts", repository: "docling-eval", marker: EVAL_CASES_FILE, what: "docling-eval's annotated fixtures are skipped" });
}
