import { CsvRecordSplitter } from "./CsvRecordSplitter.ts";
import { QaFileSyntaxError } from "./errors/QaFileSyntaxError.ts";
import type { FileRecord } from "./FileRecord.ts";
import { QA_IMPORT_LIMITS } from "./qaImportLimits.ts";

/**
 * The rows after the header of a CSV text held in memory, as records keyed by the header's
 * names, read exactly as an import reads a CSV file (CsvRecordSplitter): for tools and checks
 * that already hold the text. Throws QaFileSyntaxError when the text is not CSV or a row cannot
 * be read (an import would leave that row out).
 */
export function parseCsvRecords(text: string): Record<string, string>[] {
  const splitter = new CsvRecordSplitter(QA_IMPORT_LIMITS);
  const out: FileRecord[] = [];
  const bytes = Buffer.from(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, "utf8");
  splitter.push(bytes, out);
  splitter.end(out);
  return out.map((r) => {
    if (!r.record) throw new QaFileSyntaxError(`CSV row ${r.row}: ${r.error}`);
    return r.record as Record<string, string>;
  });
}
