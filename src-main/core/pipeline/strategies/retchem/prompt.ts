import { DIFFICULTY_RULE } from "../shared/difficulty.ts";
import type { Messages } from "../shared/requestSize.ts";
import type { RetchemQuestionType } from "./settings.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "retchem@4";

export type Hop = "single" | "multi";

// The system message depends on the hop mode only, never on the question type or task, so the
// items of a paper (three question types and the synthesis record) share the system message and
// the paper text: one evaluation of the prefix.
const SYSTEM: Record<Hop, string> = {
  single: [
    "You build a benchmark dataset from one research paper: question-answer pairs that test careful reading of it, and a record of how its materials were made.",
    "Every question is single-hop: one step of reasoning over one place in the paper, usually a single sentence, is enough to answer it.",
    "Use only what the paper says. Reply with JSON only.",
  ].join(" "),
  multi: [
    "You build a benchmark dataset from one research paper: question-answer pairs that test careful reading of it, and a record of how its materials were made.",
    "Every question is multi-hop: answering it takes several steps of reasoning and needs information from at least two different places of the paper (different paragraphs, sections or pages) put together.",
    "Each place must give the answer something the other places do not, such as a value, a material or a condition; a question that one sentence can answer is not multi-hop.",
    "Use only what the paper says. Reply with JSON only.",
  ].join(" "),
};

const TYPE_TASK: Record<RetchemQuestionType, { name: string; definition: string; multiHint: string; fields: string }> = {
  factual: {
    name: "factual",
    definition: "A factual question asks for a fact the paper states: a value, a condition, an amount, a name or an outcome. The answer gives that fact briefly, in a phrase or one sentence, with units for every number.",
    multiHint: "Be inventive: ask for facts that only several parts of the paper give together, such as a range over several samples, or a condition from the methods paired with the result it led to.",
    fields: '"answer", "difficulty"',
  },
  reasoning: {
    name: "reasoning",
    definition: "A reasoning question can only be answered by understanding the paper: why something happens, how one thing leads to another, or what follows from the results. The answer explains it in one to three sentences, following the paper's own reasoning.",
    multiHint: "Build each question so the explanation joins statements from different parts of the paper, for example a preparation step and the property it explains.",
    fields: '"answer", "difficulty"',
  },
  "true-false": {
    name: "true-or-false",
    definition:
      'A true-or-false question is a statement about the paper\'s content, written as "True or false: <statement>". Make about half of the statements true and half false; make a false one by changing a single detail of what the paper says (a value, a material, the direction of a change). "verdict" is "True" or "False", and "justification" is one sentence that says why, based on the paper.',
    multiHint: "Each statement should combine two facts from different parts of the paper, so that checking it needs both.",
    fields: '"verdict", "justification", "difficulty"',
  },
};

export interface RetchemPromptInput {
  /** The paper (or the part that fits), as buildPaperContext renders it, sentences marked "[S1]". */
  paperText: string;
  type: RetchemQuestionType;
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
      : [
          `"hops": the places the answer puts together, at least ${input.minPlaces} from different paragraphs (at most ${input.maxEvidence}): for each, "sentence" is the id of the sentence there that the answer uses, such as "S4", and "contributes" says in a few words what that sentence adds (a value, a material, a condition, a result).`,
          `- Each place must add something of its own to the answer${input.type === "true-false" ? " (here: the statement and its justification)" : ""}: a word or number the answer uses that the other places do not state. A place that adds nothing to the answer does not count.`,
          `- "reasoning": one or two sentences on how the places' pieces combine to give the answer.`,
        ].join("\n");
  const retry = input.retry
    ? `\n\n${input.retry.rejected} earlier ${task.name} question(s) were rejected because fewer than ${input.minPlaces} of the paragraphs they cited added something of their own to the answer.` +
      (input.retry.kept.length > 0 ? ` These were kept; do not repeat them:\n${input.retry.kept.map((q) => `- ${q}`).join("\n")}` : "") +
      `\nWrite ${input.count} new question(s) that each combine information from at least ${input.minPlaces} different paragraphs, citing a sentence from each and using what each one adds.`
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

Give, for each question, in this order: "question", ${input.hop === "single" ? '"evidence"' : '"hops", "reasoning"'}, ${task.fields}.`;
  return { system: SYSTEM[input.hop], prompt };
}

/** What a synthesis condition is, and what is not one (the paper's second instruction). */
const SYNTHESIS_TASK = `Task: record how the materials in the paper above were made, as a structured record.
- "reportsSynthesis": true only when the paper describes how at least one material, compound or sample was prepared (its synthesis, deposition or growth). When it does not, give false and an empty "materials" list; never invent a preparation.
- "materials": one entry per material whose preparation the paper describes, named as the paper names it ("material").
- For each: "reagents" (starting chemicals and precursors) and "solvents", each with its "name" and its "amount" exactly as written, with units (an empty string when the paper gives none); "temperatures" and "times" of the preparation as written, with units; "steps": the method in order, one short step each (mixing, heating, cooling, washing, drying, activation...).
- Every entry gives "sentences": the ids of the sentences it is read from, such as "S4" (one to three).
- Copy values from the paper; leave out anything it does not state, and leave a list empty rather than guessing.
- Preparation only: no characterisation or measured properties (diffraction, spectra, adsorption, thermal analysis, microscopy, performance tests).`;

/** The synthesis-conditions extraction of RetChemQA's third dataset, over the same paper text. */
export function synthesisMessages(paperText: string, maxMaterials: number, hop: Hop): Messages {
  const prompt = `Paper:
"""
${paperText}
"""

Each paragraph of the paper's body above is on a line of its own, and each of its sentences begins with its id in square brackets, such as [S1].

${SYNTHESIS_TASK}
- At most ${maxMaterials} materials; when there are more, take those described in most detail.

Give "reportsSynthesis", then "materials".`;
  return { system: SYSTEM[hop], prompt };
}
