import type { ExportFormat } from "../../contract/exportFormat.ts";
import type { QaRecord } from "../../contract/exportRecord.ts";
import type { FormatContext } from "./formats/FormatWriter.ts";
import { formatWriter } from "./formats/registry.ts";

/** A context without a library: formats that look up passages find none (tests, previews of plain records). */
export const NO_LIBRARY: FormatContext = { options: {}, duplicatesRemoved: 0, passageText: () => null, passages: () => [] };

/**
 * The whole text of a file holding `records` and how many it holds, exactly as an export writes
 * them (the same writer, piece by piece). For a folder format, the lines of its main file.
 */
export function serializeExport(format: ExportFormat, records: Iterable<QaRecord>, context: FormatContext = NO_LIBRARY): { text: string; records: number } {
  const writer = formatWriter(format);
  if (writer.kind === "folder") {
    const all = [...records];
    return { text: writer.preview(all, context), records: all.length };
  }
  const parts = [writer.start()];
  let count = 0;
  for (const record of records) {
    const text = writer.record(record, count, context);
    if (text !== null) {
      parts.push(text);
      count++;
    }
  }
  parts.push(writer.end(count));
  return { text: parts.join(""), records: count };
}
