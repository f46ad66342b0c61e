import type { Messages } from "../strategies/shared/requestSize.ts";

/** Stored in no row yet; change it whenever the wording below changes, as strategies do. */
export const JUDGE_PROMPT_VERSION = "racar@1";

const SYSTEM = [
  "You grade question-answer pairs that were written from one research paper for a closed-book science dataset.",
  "Read the paper, then grade the pair you are given on five criteria, each from 1 (unacceptable) through 2 (partly acceptable) to 3 (fully acceptable), with a short reason for each grade.",
  "Be strict: the paper is the only authority. Reply with JSON only.",
].join(" ");

/** What each criterion asks, in the order the output gives them. */
const RUBRIC = `Criteria:
- relevance: does the question ask about facts, methods or findings that the paper itself reports? Give 1 when it has nothing to do with the paper.
- agnosticism: can someone who never saw the paper understand the question? Give 1 when it points at a figure, table, section, equation, "this study" or "the authors" instead of naming what it asks about.
- completeness: does the answer deal with every part of the question, using the details the paper gives on it?
- accuracy: is every statement of the answer supported by the paper, numbers and units included? Give 1 when it contradicts the paper or adds facts the paper does not contain.
- reasonableness: does the answer hang together logically, with no statement contradicting another?

For each criterion write the reason first (one sentence that points at what in the pair or the paper decided it), then the score.`;

export interface JudgedPair {
  question: string;
  answer: string;
}

/**
 * The paper comes first, then the rubric, and the pair last: every pair of one paper then sends
 * the same prefix (system, paper, rubric), which a sequence that judged the previous pair already
 * holds, so the paper is evaluated once per paper rather than once per QA.
 */
export function racarMessages(paperText: string, pair: JudgedPair): Messages {
  const prompt = `Paper:
"""
${paperText}
"""

${RUBRIC}

The pair to grade:
Question: ${pair.question}
Answer: ${pair.answer}`;
  return { system: SYSTEM, prompt };
}
