import type { GraphTriplet } from "../../../../contract/knowledgeGraph.ts";
import type { Messages } from "../shared/requestSize.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "kgqa@1";

/** What a refused answer is stored as. */
export const NO_ANSWER = "No answer in this text.";

const SYSTEM = [
  "You help researchers grasp what a scientific paper is about by building a small knowledge graph of it and writing question-answer pairs from it.",
  "Use only what the given text says. Reply with JSON only.",
].join(" ");

// The instructions come first and the paragraph last, so every extraction on a lane shares the
// same evaluated prefix and only the paragraph is read anew.
const EXTRACT_TASK = `Task: list the entity-relation triplets stated in the paragraph below.
- An entity is a specific thing the paper talks about: a material, compound, method, model, device, property, quantity, process, organism or concept. Write it as a short noun phrase copied from the text (no pronouns such as "it" or "they"; resolve them to what they mean).
- The relation is a short verb phrase linking the two, such as "is used to synthesise", "increases", "is measured by", "outperforms".
- "head" is the subject, "tail" the object; keep each triplet to one fact.
- "sentence": the id of the sentence that states it, such as "S2" (each sentence begins with its id in square brackets).
- Prefer triplets about the paper's own findings and contributions over background facts. Skip anything the paragraph does not state.`;

/** One paragraph's triplets. */
export function extractMessages(paragraph: string, max: number): Messages {
  return { system: SYSTEM, prompt: `${EXTRACT_TASK}\n- At most ${max} triplets; fewer, or none, when the paragraph states fewer.\n\nParagraph:\n"""\n${paragraph}\n"""` };
}

export interface GroupContext {
  title: string | null;
  keywords: string[];
  triplets: readonly Pick<GraphTriplet, "head" | "relation" | "tail">[];
  /** The paragraphs the triplets were read from, sentences marked "[S1]"... */
  paragraphs: string[];
}

// Asking and answering a group show the same context first, so the answer call reuses what the
// question call evaluated.
function framed(context: GroupContext): string {
  const triplets = context.triplets.map((t) => `(${t.head}; ${t.relation}; ${t.tail})`).join("\n");
  const paragraphs = context.paragraphs.map((p, i) => `Paragraph ${i + 1}:\n${p}`).join("\n\n");
  return `Title: ${context.title ?? "(none)"}
Keywords: ${context.keywords.length ? context.keywords.join("; ") : "(none)"}
Salient triplets (head; relation; tail):
${triplets}
"""
${paragraphs}
"""
`;
}

/** Questions about one group of salient triplets. */
export function questionMessages(context: GroupContext, max: number): Messages {
  const prompt = `${framed(context)}
Task: write ${max === 1 ? "one question" : `one to ${max} questions`} a researcher would ask to understand this paper's main ideas, each built on the salient triplets above and answerable from the paragraphs.
Rules:
- Read the title and keywords first, so the questions concern the paper's topic and contributions.
- Each question names what it is about and stands on its own: no "the paper", "the article", "the authors", "the proposed method", and no mention of sections, paragraphs, figures, tables, equations or citations.
- Moderately specific: not a detail of one number, not so broad that any paper could answer it.
- Vary how questions open (how, why, what, does, when...).
- Spell out any abbreviation once in full.
Give "questions".`;
  return { system: SYSTEM, prompt };
}

/** The answer to one question from the group's paragraphs, with the sentences it rests on. */
export function answerMessages(context: GroupContext, question: string, maxEvidence: number): Messages {
  const prompt = `${framed(context)}
Question: ${question}

Task: answer the question from the paragraphs above only.
- 40 to 100 words, self-contained, with no mention of sections, figures, tables, citations or authors; spell out abbreviations once.
- "sentences": the ids of the sentences the answer rests on, such as "S2", at most ${maxEvidence}.
- "answerable": true when the paragraphs hold the answer; false when they do not (then write "${NO_ANSWER}" as the answer and cite nothing). Do not make anything up.
Give, in this order: "answer", "sentences", "answerable".`;
  return { system: SYSTEM, prompt };
}
