import { DIFFICULTY_RULE } from "../shared/difficulty.ts";
import type { Messages } from "../shared/fitPaper.ts";
import type { QuestionType } from "./settings.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "retchem@2";

export type Hop = "single" | "multi";

// The system message depends on the hop mode only, never on the question type, so the three
// items of a paper share the system message and the paper text: one evaluation of the prefix.
const SYSTEM: Record<Hop, string> = {
  single: [
    "You write question-answer pairs that test careful reading of one research paper, for a benchmark dataset.",
    "Every question is single-hop: one step of reasoning over one place in the paper, usually a single sentence, is enough to answer it.",
    "Use only what the paper says. Reply with JSON only.",
  ].join(" "),
  multi: [
    "You write question-answer pairs that test careful reading of one research paper, for a benchmark dataset.",
    "Every question is multi-hop: answering it takes several steps of reasoning and needs information from at least two different places of the paper (different paragraphs, sections or pages) put together.",
    "A question that one sentence can answer is not multi-hop. Use only what the paper says. Reply with JSON only.",
  ].join(" "),
};

const TYPE_TASK: Record<QuestionType, { name: string; definition: string; multiHint: string; fields: string }> = {
  factual: {
    name: "factual",
    definition: "A factual question asks for a fact the paper states: a value, a condition, an amount, a name or an outcome. The answer gives that fact briefly, in a phrase or one sentence, with units for every number.",
    multiHint: "Be inventive: ask for facts that only several parts of the paper give together, such as a range over several samples, or a condition from the methods paired with the result it led to.",
    fields: '"question", "evidence", "answer", "difficulty"',
  },
  reasoning: {
    name: "reasoning",
    definition: "A reasoning question can only be answered by understanding the paper: why something happens, how one thing leads to another, or what follows from the results. The answer explains it in one to three sentences, following the paper's own reasoning.",
    multiHint: "Build each question so the explanation joins statements from different parts of the paper, for example a preparation step and the property it explains.",
    fields: '"question", "evidence", "answer", "difficulty"',
  },
  "true-false": {
    name: "true-or-false",
    definition:
      'A true-or-false question is a statement about the paper\'s content, written as "True or false: <statement>". Make about half of the statements true and half false; make a false one by changing a single detail of what the paper says (a value, a material, the direction of a change). "verdict" is "True" or "False", and "justification" is one sentence that says why, based on the paper. The evidence is the sentence that shows whether the statement holds.',
    multiHint: "Each statement should combine two facts from different parts of the paper, so that checking it needs both.",
    fields: '"question", "evidence", "verdict", "justification", "difficulty"',
  },
};

export interface RetchemPromptInput {
  /** The paper (or the part that fits), as buildPaperContext renders it, sentences marked "[S1]". */
  paperText: string;
  type: QuestionType;
  hop: Hop;
  count: number;
  focus: string | null;
  maxEvidence: number;
  minPlaces: number;
  /** A second round in multi mode: questions kept so far, and how many were rejected. */
  retry?: { kept: string[]; rejected: number };
}

export function retchemMessages(input: RetchemPromptInput): Messages {
  const task = TYPE_TASK[input.type];
  const evidenceRule =
    input.hop === "single"
      ? `"evidence": the id of the sentence of the paper that answers the question, such as "S4" (the ids of up to ${input.maxEvidence} sentences when one is not enough).`
      : `"evidence": the id of one sentence from each place the answer draws on, such as "S4": at least ${input.minPlaces} sentences, from different paragraphs (at most ${input.maxEvidence}).`;
  const retry = input.retry
    ? `\n\n${input.retry.rejected} earlier ${task.name} question(s) were rejected because their evidence came from fewer than ${input.minPlaces} different paragraphs.` +
      (input.retry.kept.length > 0 ? ` These were kept; do not repeat them:\n${input.retry.kept.map((q) => `- ${q}`).join("\n")}` : "") +
      `\nWrite ${input.count} new question(s) that each combine information from at least ${input.minPlaces} different paragraphs, citing a sentence from each.`
    : "";
  const prompt = `Paper:
"""
${input.paperText}
"""

Each paragraph of the paper's body above is on a line of its own, and each of its sentences begins with its id in square brackets, such as [S1].

Task: write exactly ${input.count} ${input.hop}-hop ${task.name} question(s) about the paper above, with their answers.

${task.definition}${input.hop === "multi" ? ` ${task.multiHint}` : ""}
${input.focus ? `\nConcentrate on ${input.focus}. When the paper covers several materials or samples, spread the questions over them.\n` : ""}
Rules:
- A question names what it asks about. Never refer to figures, tables, sections, "this paper" or "the authors".
- Use only information given in the paper; never invent a value.
- Every question asks something different.
- Every item is a complete question with its answer: no placeholders such as "add more questions here".
- ${evidenceRule}
- "difficulty": ${DIFFICULTY_RULE}.${retry}

Give, for each question, in this order: ${task.fields}.`;
  return { system: SYSTEM[input.hop], prompt };
}
