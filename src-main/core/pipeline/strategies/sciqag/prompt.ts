import type { Messages } from "../shared/requestSize.ts";
import { DIFFICULTY_RULE } from "../shared/difficulty.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "sciqag@3";

const SYSTEM = [
  "You write question-answer pairs for a closed-book science dataset, using one research paper as your only source.",
  "People who use the dataset will never see the paper: every question has to make sense on its own, and every answer has to be complete by itself.",
  "State only what the paper supports. Reply with JSON only.",
].join(" ");

export interface SciqagPromptInput {
  /** The paper (or the part that fits), as buildPaperContext renders it, sentences marked "[S1]". */
  paperText: string;
  keyphrases: readonly string[];
  count: number;
  maxEvidence: number;
  /** Which group of sections `paperText` holds, when the paper is read in groups. Defaults to none (the whole paper). */
  part?: { index: number; of: number; sections: readonly string[] };
}

/**
 * The paper comes first and the task after it: models follow instructions placed after a long
 * text more reliably, and every request on this paper then shares the same prefix.
 */
export function sciqagMessages(input: SciqagPromptInput): Messages {
  const topics = input.keyphrases.length > 0 ? input.keyphrases.join("; ") : "the main findings of the paper";
  // A group of sections is said to be one, so the model asks about what it was shown and leaves
  // the rest of the paper to the other groups' requests.
  const part = input.part
    ? `\n\nThe paper is too long to show at once: above are its title, abstract and part ${input.part.index} of ${input.part.of} of its body (${input.part.sections.filter(Boolean).join(", ") || "body text"}). Ask only about what this part says; the other parts get questions of their own.`
    : "";
  const prompt = `Paper:
"""
${input.paperText}
"""

Each sentence of the paper's body above begins with its id in square brackets, such as [S1].${part}

Task: write exactly ${input.count} question-answer pairs about the science in the paper above.

Key topics of this paper (build the questions around them): ${topics}

Rules:
1. A question must be clear to someone who has not read the paper. Never mention figures, tables, sections, equations, reference numbers, "this paper", "this study", "the authors" or "the text": name the material, method, quantity or effect itself.
2. Do not ask for plain definitions ("What is X?", "What does X stand for?"). Ask how, why, under which conditions, by how much, or how two things compare, so that answering takes real understanding of the subject.
3. An answer is 2 to 4 complete sentences that a scientist in the field would accept. Use the paper's own specifics: compounds, conditions, numbers with their units. Add nothing the paper does not say.
4. Every pair asks about something different: spread the pairs over the key topics and over the whole paper, and never ask the same thing twice in other words.

For each pair give, in this order:
- "topics": the 1 to 3 key topics from the list above that the pair is about;
- "question";
- "evidence": the ids of the 1 to ${input.maxEvidence} sentences of the paper that support the answer (such as "S4"); cite only sentences that state what the answer says;
- "answer";
- "difficulty": ${DIFFICULTY_RULE}.`;
  return { system: SYSTEM, prompt };
}
