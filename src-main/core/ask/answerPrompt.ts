import type { ChatMessage } from "../../contract/llm.ts";
import type { NumberedSentence } from "./numberSentences.ts";
import { tableName } from "../../contract/tableWords.ts";

/** Recorded with every answer; change it whenever the prompt or the output schema changes. */
export const ASK_PROMPT_VERSION = "ask@2";

/** What the model says when the sentences do not answer the question. */
export const NOT_IN_PASSAGES = "not in the passages";

const INSTRUCTIONS = [
  "You help a researcher by answering a question from their own papers, using nothing but the numbered sentences you are given from those papers.",
  "Write the answer as a few short statements. After each statement, list the ids of the sentences (such as S3) that state what it says; never cite a sentence that does not support it.",
  "Do not add anything the sentences do not say, even if you know it: the researcher will check every statement against the sentences it cites.",
  "Some passages are rows of a table in a paper: a row is one sentence, each of its cells written after its column's heading.",
  `If the sentences do not answer the question, set "verdict" to "${NOT_IN_PASSAGES}" and give no statements. Saying so is a good answer; guessing is not.`,
].join("\n");

/** Which table a passage is a row or the caption of, as its heading says it: `Table 1 "General information...", row 7`. */
function tablePart(passage: NumberedSentence["passage"]): string | null {
  const link = passage.table;
  if (!link) return null;
  const name = tableName(link.table, link.table.index);
  const table = link.table.caption ? `${name} "${link.table.caption}"` : name;
  return link.row === null ? `the caption of ${table}` : `${table}, row ${link.row + 1}`;
}

/** The passages' sentences as the prompt shows them: a heading per passage naming its paper, section and page, then one sentence per line. */
export function sentenceBlock(sentences: readonly NumberedSentence[]): string {
  const lines: string[] = [];
  let current: number | null = null;
  let passageNumber = 0;
  for (const sentence of sentences) {
    if (sentence.passage.passageId !== current) {
      current = sentence.passage.passageId;
      passageNumber++;
      const where = [sentence.passage.section ? `section "${sentence.passage.section}"` : null, tablePart(sentence.passage), `page ${sentence.passage.page}`].filter(Boolean).join(", ");
      lines.push(`${lines.length > 0 ? "\n" : ""}Passage ${passageNumber}, from "${sentence.passage.paperName}" (${where}):`);
    }
    lines.push(`${sentence.id}: ${sentence.text.replace(/\s+/g, " ").trim()}`);
  }
  return lines.join("\n");
}

/** The conversation the model answers: the rules, then the question and the sentences. */
export function answerMessages(question: string, sentences: readonly NumberedSentence[]): ChatMessage[] {
  return [
    { role: "system", content: INSTRUCTIONS },
    { role: "user", content: `Question: ${question.trim()}\n\nSentences from the papers:\n${sentenceBlock(sentences)}` },
  ];
}
