import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { FormatContext } from "./FormatWriter.ts";

// A context longer than this is cut: a training example should stay well inside a small model's window.
const MAX_CONTEXT_CHARS = 6000;

/**
 * The text an open-book example gives with the question: the quoted evidence, or, for a QA
 * without quotes (a "not answerable" negative), the passages the model was shown when it wrote
 * the QA, so the example still teaches to say the text does not answer.
 */
export function contextText(record: QaRecord, context: FormatContext): string {
  let parts = record.evidence.map((e) => e.text.trim()).filter((t) => t !== "");
  if (parts.length === 0) {
    const shown = record.context?.passageIds;
    if (Array.isArray(shown)) {
      parts = shown
        .filter((id): id is number => typeof id === "number")
        .map((id) => context.passageText(record.paper.id, id)?.trim() ?? "")
        .filter((t) => t !== "");
    }
  }
  const text = parts.join("\n\n");
  return text.length > MAX_CONTEXT_CHARS ? `${text.slice(0, MAX_CONTEXT_CHARS).trimEnd()}…` : text;
}
