import { DIFFICULTY_RULE } from "../shared/difficulty.ts";
import type { Messages } from "../shared/requestSize.ts";
import { type ReasoningType, TYPE_DEFINITIONS, TYPE_RECIPES } from "./reasoningTypes.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "chemlit@3";

// One system message for every call on a chunk, and the chunk at the start of every prompt: the
// check and the per-type generations then share their prefix, which the engine evaluates once.
const SYSTEM = [
  "You help build a question-answering dataset for testing retrieval-augmented assistants in science.",
  "You are given one passage of a research paper at a time and use nothing but what the passage says.",
  "Reply with JSON only.",
].join(" ");

// The chunk comes with its sentences marked "[S1]"...; the note on the ids is part of the shared
// prefix, so every call on a chunk reads the same text.
const framed = (chunk: string) => `Text from a scientific paper, each sentence beginning with its id in square brackets:
"""
${chunk}
"""
`;

/** Step (a): is the chunk worth asking about, and which reasoning types does it support? */
export function usefulnessMessages(chunk: string, types: readonly ReasoningType[]): Messages {
  const prompt = `${framed(chunk)}
Task: decide whether the text above is worth writing reasoning questions about, and which kinds of question it supports.

The text is useful when it is mostly readable, connected sentences and contains at least one of these: a discussion in depth of substances, materials or phenomena; an experimental or computational procedure told step by step; a meaningful comparison; a chain of reasoning.
The text is not useful when it is only one or two sentences; when it is front or back matter (title, author names, affiliations, figure captions, a reference list, acknowledgements, declarations); when it only introduces ideas without discussing them; when it is mostly garbled formulas or tables; or when it lists what was done without any clear order.

Kinds of question:
${types.map((t) => `- ${t}: ${TYPE_DEFINITIONS[t]}.`).join("\n")}

Give, in this order:
- "reason": one or two sentences on what the text contains;
- "useful": true or false;
- "reasoningTypes": every kind of question from the list that the text clearly supports (an empty list when the text is not useful).`;
  return { system: SYSTEM, prompt };
}

/** Step (b): one question of one reasoning type, answered from the chunk. */
export function questionMessages(chunk: string, type: ReasoningType, options: { maxContext: number; withDifficulty: boolean }): Messages {
  const fields = ['"reasoning"', '"question"', '"answer"', '"context"', '"answerable"', ...(options.withDifficulty ? ['"difficulty"'] : [])];
  const prompt = `${framed(chunk)}
Task: write one ${type} question about the text above, and answer it.

A ${type} question ${TYPE_DEFINITIONS[type]}.
How to write it: ${TYPE_RECIPES[type]}

Rules:
- "reasoning" comes first: work through the steps above on this text in a few sentences (what you found, which part you will ask about, what the answer rests on). The question and answer follow from it.
- Use only what the sentences of the text say. Add no facts of your own.
- The question names what it is about. Do not write "in the text", "according to the passage" or "the authors", and do not mention figures or tables.
- The answer is one to three sentences.
- If the text has nothing a ${type} question could be built on, write "NaN" as the question and the answer, and leave "context" empty.
- "context": the ids of the sentences the answer rests on, such as "S2", at most ${options.maxContext}.
- "answerable": true when the answer is stated in those sentences or follows from them by sound reasoning; false when the text does not hold what is needed to answer the question (still write the question and your best answer).${options.withDifficulty ? `\n- "difficulty": ${DIFFICULTY_RULE}.` : ""}

Give, in this order: ${fields.join(", ")}.`;
  return { system: SYSTEM, prompt };
}

/** The paper's separate difficulty step, for `difficulty: "separate"`. */
export function difficultyMessages(chunk: string, question: string, answer: string): Messages {
  const prompt = `${framed(chunk)}
Question about the text above: ${question}
Its answer: ${answer}

Task: rate how hard the question is to answer from the text: ${DIFFICULTY_RULE}. Give "difficulty".`;
  return { system: SYSTEM, prompt };
}

/** The two chunks of a multi-hop item, each under its own letter, numbered on from one to the other. */
const framedPair = (a: string, b: string) => `Two passages from the same scientific paper, each sentence beginning with its id in square brackets:
Passage A:
"""
${a}
"""
Passage B:
"""
${b}
"""
`;

/** A multi-hop question joining two chunks through an entity both mention. */
export function bridgeMessages(a: string, b: string, entity: string, options: { maxContext: number; withDifficulty: boolean }): Messages {
  const fields = ['"reasoning"', '"question"', '"answer"', '"contextA"', '"contextB"', ...(options.withDifficulty ? ['"difficulty"'] : [])];
  const prompt = `${framedPair(a, b)}
Task: both passages mention ${JSON.stringify(entity)}. Write one question that can only be answered by putting together a fact from passage A and a fact from passage B, linked through ${JSON.stringify(entity)}, and answer it.

How to write it: find what passage A says about ${JSON.stringify(entity)} and what passage B says about it. Ask about one of these facts, but point at ${JSON.stringify(entity)} only through the other fact (describe it by what the other passage says, rather than naming it), so that a reader must find the other passage to know what is asked about.

Rules:
- "reasoning" comes first: in a few sentences, the fact from each passage and how the question joins them.
- Use only what the sentences of the passages say. Add no facts of your own.
- The question names what it is about, apart from the linked entity. Do not write "passage A", "the text" or "the authors", and do not mention figures or tables.
- The answer is one to three sentences.
- If the passages share nothing a question could join, write "NaN" as the question and the answer.
- "contextA": ids of the sentences of passage A the answer rests on; "contextB": the same for passage B; at least one each, at most ${options.maxContext} in all.${options.withDifficulty ? `\n- "difficulty": ${DIFFICULTY_RULE}.` : ""}

Give, in this order: ${fields.join(", ")}.`;
  return { system: SYSTEM, prompt };
}

/**
 * ChemLit-QA-neg's kind of negative, built automatically: a question written from another chunk,
 * put to a chunk on the same subject. When that chunk does not hold the answer, the pair is a
 * negative whose right answer is that the answer is not available.
 */
export function pairedCheckMessages(chunk: string, question: string): Messages {
  const prompt = `${framed(chunk)}
Question: ${question}

Task: decide whether the text above, and nothing else, holds the answer to the question.
Give, in this order:
- "reasoning": one or two sentences on what the text says about the question;
- "inContext": true when the answer is stated in the text or follows from it by sound reasoning, false when the text does not hold it.`;
  return { system: SYSTEM, prompt };
}
