import type { QaRecord } from "../../../contract/exportRecord.ts";
import type { QacLine } from "../../../contract/exportLayouts.ts";
import { originLabel } from "../../../contract/qaImport.ts";
import type { FileFormatWriter, FormatContext } from "./FormatWriter.ts";
import { spanLine } from "./spanLine.ts";
import { evidenceText } from "./contextText.ts";

/** The text of each similar chunk the strategy stored (ChemLit-QA keeps the top 4 per QA), rebuilt from its passage spans. */
function similarChunks(record: QaRecord, context: FormatContext): string[] {
  const stored = record.context?.similarChunks;
  if (!Array.isArray(stored)) return [];
  const texts: string[] = [];
  for (const chunk of stored as { segments?: unknown }[]) {
    if (!Array.isArray(chunk?.segments)) continue;
    const parts = (chunk.segments as unknown[])
      .filter((s): s is [number, number, number] => Array.isArray(s) && s.length === 3 && s.every((n) => typeof n === "number"))
      .map(([passageId, start, end]) => context.passageText(record.paper.id, passageId, start, end) ?? "");
    const text = parts.join(" ").trim();
    if (text) texts.push(text);
  }
  return texts;
}

export function qacLine(record: QaRecord, context: FormatContext): QacLine {
  return {
    id: record.id,
    question: record.question,
    answer: record.answer,
    context: [...new Set(record.evidence.map((e) => evidenceText(e, record.paper.id, context)))].join("\n"),
    context_spans: record.evidence.map(spanLine),
    similar_chunks: similarChunks(record, context),
    negative: record.negative,
    reasoning_type: record.type,
    difficulty: record.difficulty,
    hop: record.hop,
    paper_doi: record.paper.doi,
    paper_title: record.paper.title,
    strategy: record.provenance.strategy,
    origin: record.provenance.origin ? originLabel(record.provenance.origin) : null,
    question_corrected_by: record.provenance.correctedBy?.question ?? null,
    answer_corrected_by: record.provenance.correctedBy?.answer ?? null,
  };
}

/**
 * Question-answer-context lines after ChemLit-QA's layout, for retrieval-augmented evaluation:
 * the gold context with each sentence's span in its passage, the chunks most like it (the
 * distractors a retriever must rank below it) and the negatives whose answer is not in the context.
 */
export const qac: FileFormatWriter = {
  kind: "file",
  format: "qac",
  start: () => "",
  record: (record, _index, context) => `${JSON.stringify(qacLine(record, context))}\n`,
  end: () => "",
};
