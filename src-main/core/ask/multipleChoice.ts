import type { ChatMessage } from "../../contract/llm.ts";
import type { ModelSession } from "../../contract/modelHost.ts";
import { sentenceBlock } from "./answerPrompt.ts";
import type { NumberedSentence } from "./numberSentences.ts";

/** The option a multiple-choice question always offers besides its own (as LitQA2 is graded). */
export const INSUFFICIENT = "Insufficient information to answer this question";

/** Option letters, in order. */
export const LETTERS = "ABCDEFGHIJ".split("");

/** The options in a fixed shuffled order for this question (so a run repeats), with the "insufficient" option among them. */
export function arrangeOptions(questionId: string, choices: readonly string[]): string[] {
  const options = [...choices, INSUFFICIENT];
  let state = [...questionId].reduce((h, c) => (Math.imul(h ^ c.charCodeAt(0), 0x01000193) >>> 0), 0x811c9dc5);
  const next = () => ((state = (Math.imul(state, 1664525) + 1013904223) >>> 0) / 2 ** 32);
  for (let i = options.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [options[i], options[j]] = [options[j]!, options[i]!];
  }
  return options;
}

/** The prompt of a multiple-choice question over the passages' sentences. */
export function choiceMessages(question: string, options: readonly string[], sentences: readonly NumberedSentence[]): ChatMessage[] {
  const listed = options.map((option, i) => `${LETTERS[i]}) ${option}`).join("\n");
  return [
    {
      role: "system",
      content:
        "You answer a multiple-choice question about a researcher's papers from the numbered sentences you are given from them, and from nothing else. " +
        `Choose the option the sentences support. If they do not settle it, choose "${INSUFFICIENT}".`,
    },
    { role: "user", content: `Question: ${question.trim()}\n\nOptions:\n${listed}\n\nSentences from the papers:\n${sentenceBlock(sentences)}` },
  ];
}

/** The letter the model picks, constrained to the options' letters. */
export async function chooseOption(session: ModelSession, messages: ChatMessage[], optionCount: number, options: { seed?: number; signal?: AbortSignal } = {}): Promise<number> {
  const letters = LETTERS.slice(0, optionCount);
  const result = await session.generateJson({
    messages,
    schema: { type: "object", properties: { choice: { enum: letters } }, required: ["choice"], additionalProperties: false },
    maxTokens: 16,
    temperature: 0,
    seed: options.seed ?? 1,
    signal: options.signal,
  });
  return letters.indexOf((result.output as { choice: string }).choice);
}
