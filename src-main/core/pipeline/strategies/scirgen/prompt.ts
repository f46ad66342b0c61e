import type { Messages } from "../shared/requestSize.ts";
import { QUESTION_TYPE_DESCRIPTIONS, QUESTION_TYPE_NAMES, type QuestionType } from "./questionTypes.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "scirgen@1";

const SYSTEM = [
  "You write question-answer pairs for a dataset that tests retrieval-augmented assistants on scientific research.",
  "The questions are the kind a researcher would put to a search assistant: they name their subject and never point at a document.",
  "Every answer states only what the given paper supports. Reply with JSON only.",
].join(" ");

export interface ScirgenPromptInput {
  /** The paper (or the part that fits), as buildPaperContext renders it, sentences marked "[S1]". */
  paperText: string;
  type: QuestionType;
  count: number;
  maxEvidence: number;
}

/**
 * The paper first and the question type after it: the 18 generations on one paper then share
 * the whole paper as their prompt prefix, which a lane evaluates once.
 */
export function scirgenMessages(input: ScirgenPromptInput): Messages {
  const name = QUESTION_TYPE_NAMES[input.type].toLowerCase();
  const prompt = `Paper:
"""
${input.paperText}
"""

Each sentence of the paper's body above begins with its id in square brackets, such as [S1].

Task: write exactly ${input.count} ${name} questions about the research in the paper above, each with its answer.

A ${name} question ${QUESTION_TYPE_DESCRIPTIONS[input.type]}.

Rules:
1. Every question is of the ${name} kind described above, and the ${input.count} questions ask about different things.
2. A question makes sense to someone who has not read the paper: name the material, method, quantity or phenomenon. Never write "this paper", "this study", "the authors", "the text", or refer to figures, tables, sections or reference numbers.
3. The answer is what the paper says, in one to four complete sentences, with the paper's own specifics (names, conditions, numbers with units). Add nothing the paper does not support.

For each pair give, in this order:
- "question";
- "evidence": the ids of the 1 to ${input.maxEvidence} sentences of the paper the answer rests on (such as "S4");
- "answer".`;
  return { system: SYSTEM, prompt };
}
