import type { AskAnswer, Citation } from "../../contract/ask.ts";
import type { LibraryDatabase } from "../db/openDatabase.ts";
import { readStoredPassages } from "../db/repositories/askRetrieval.ts";
import { NOT_IN_PASSAGES } from "./answerPrompt.ts";
import type { ModelAnswer } from "./answerSchema.ts";
import type { NumberedSentence } from "./numberSentences.ts";
import { tablePlace } from "../db/tablePassageText.ts";
import { answeringCell } from "../pipeline/text/answeringCell.ts";

export type CitedAnswer = Pick<AskAnswer, "outcome" | "statements" | "citations" | "refusal">;

/** The refusal's wording when the model found no answer in the passages. */
export const MODEL_REFUSAL = "The passages found in your papers do not answer this question.";

/**
 * Turns the model's statements into the answer shown: each cited sentence id becomes a numbered
 * citation (numbered in order of first use) quoting the sentence exactly as the library holds it,
 * read back from the library now. A sentence whose text no longer matches (its paper was removed
 * or read again meanwhile) is not cited; a table's row cited for a statement that reads one of its
 * cells cites that cell (answeringCell: `question` names the row, the statement the value); a
 * statement left without any citation is dropped, since
 * nothing would show where it comes from; an answer left without statements is a refusal.
 */
export function citeAnswer(db: LibraryDatabase, output: ModelAnswer, sentences: readonly NumberedSentence[], question = ""): CitedAnswer {
  if (output.verdict === NOT_IN_PASSAGES) return { outcome: "refused", statements: [], citations: [], refusal: MODEL_REFUSAL };
  const byId = new Map(sentences.map((s) => [s.id, s]));
  const cited = new Set(output.statements.flatMap((s) => s.sentences));
  const stored = new Map(readStoredPassages(db, [...new Set([...cited].flatMap((id) => (byId.has(id) ? [byId.get(id)!.passage.passageId] : [])))]).map((p) => [p.passageId, p]));
  const verified = (id: string) => {
    const sentence = byId.get(id);
    const passage = sentence && stored.get(sentence.passage.passageId);
    return sentence && passage && passage.text.slice(sentence.start, sentence.end) === sentence.text ? { sentence, passage } : null;
  };

  const numbers = new Map<string, number>();
  const citations: Citation[] = [];
  const statements: AskAnswer["statements"] = [];
  for (const statement of output.statements) {
    const text = statement.text.replace(/\s+/g, " ").trim();
    const found = [...new Set(statement.sentences)].map((id) => [id, verified(id)] as const).filter((pair) => pair[1] !== null);
    if (text.length === 0 || found.length === 0) continue;
    const marks: number[] = [];
    for (const [id, hit] of found) {
      const { sentence, passage } = hit!;
      // A table's row cited for a statement that reads one of its cells cites that cell.
      const cell = passage.table && passage.table.row !== null ? answeringCell(passage.text, passage.table.cells, question, text) : null;
      const start = cell ? cell[1] : sentence.start;
      const end = cell ? cell[3] : sentence.end;
      const key = `${id}:${start}`;
      let number = numbers.get(key);
      if (number === undefined) {
        number = citations.length + 1;
        numbers.set(key, number);
        const boxes = passage.boxes.filter((b) => b.start < end && b.end > start);
        citations.push({
          number,
          paperId: passage.paperId,
          paperName: passage.paperName,
          section: passage.section,
          passageId: passage.passageId,
          start,
          end,
          page: boxes[0]?.page ?? passage.page,
          quote: passage.text.slice(start, end),
          boxes,
          table: passage.table ? tablePlace(passage.table, passage, { start, end }) : null,
        });
      }
      marks.push(number);
    }
    statements.push({ text, citations: marks.sort((a, b) => a - b) });
  }
  if (statements.length === 0) {
    const refusal = output.statements.length === 0 ? MODEL_REFUSAL : "The model's statements could not be tied to sentences of your papers, so none is shown.";
    return { outcome: "refused", statements: [], citations: [], refusal };
  }
  return { outcome: "answered", statements, citations, refusal: null };
}
