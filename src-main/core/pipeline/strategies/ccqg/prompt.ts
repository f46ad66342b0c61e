import type { Messages } from "../shared/requestSize.ts";

/** Stored with every QA; change it whenever the wording below changes. */
export const PROMPT_VERSION = "ccqg@1";

/** What a stored refusal says: the model found no answer in the paragraphs it was given. */
export const REFUSAL = "No answer in this text: the paragraphs given do not answer the question.";

// One system message for both steps, and the paper's header at the start of every prompt, so the
// calls on one paper share their first tokens.
const SYSTEM = [
  "You help researchers grasp the main ideas and contributions of scientific papers through question-answer pairs.",
  "You work only from the parts of the paper you are shown. Reply with JSON only.",
].join(" ");

export interface PaperHeader {
  title: string | null;
  keywords: readonly string[];
}

const header = (paper: PaperHeader) => `Paper title: ${paper.title ?? "(untitled)"}\nKeywords: ${paper.keywords.length > 0 ? paper.keywords.join("; ") : "(none given)"}`;

/** Step 1: questions about one salient paragraph. */
export function questionMessages(paper: PaperHeader, paragraph: string, count: number): Messages {
  const prompt = `${header(paper)}

A paragraph of this paper:
"""
${paragraph}
"""

Task: write 1 to ${count} questions that a researcher deciding whether this paper matters to them would want answered, about what the paragraph says of the paper's core ideas, findings or uses.

Rules:
- Read the title and keywords first: the questions serve the paper's main topic.
- Each question is about something this paragraph states, and can be answered from it.
- Be moderately specific: neither a vague "what is this about" nor a hunt for one minor detail.
- Vary how questions open (How, Why, When, Which, Does, What...); do not start them all alike.
- Write out every abbreviation in full the first time, with the short form in brackets.
- Never mention sections, paragraphs, figures, tables, equations, references, methods by name or the authors, and do not use the words "paper", "article", "study" or "proposed".

Give "questions": the list of questions.`;
  return { system: SYSTEM, prompt };
}

/** Step 2: the answer to one ranked question, from its paired paragraphs, or an explicit refusal. */
export function answerMessages(paper: PaperHeader, paragraphs: readonly string[], question: string, words: { min: number; max: number }, maxEvidence: number): Messages {
  const shown = paragraphs.map((p, i) => `Paragraph ${i + 1}:\n${p}`).join("\n\n");
  const prompt = `${header(paper)}

Parts of this paper, each sentence beginning with its id in square brackets:
"""
${shown}
"""

Question: ${question}

Task: answer the question from the paragraphs above, and only from them.

Rules:
- Use nothing but what the paragraphs say; make nothing up.
- If the paragraphs do not hold the answer, say so: set "answerable" to false and write "${REFUSAL}" as the answer.
- Otherwise the answer is ${words.min} to ${words.max} words, complete on its own, in plain and grammatical language.
- Never refer to sections, paragraphs, figures, tables, equations, citations or the authors; write out each abbreviation in full once.

Give, in this order:
- "support": the ids of the 1 to ${maxEvidence} sentences the answer rests on (such as "S2"), copied from the ids above; empty only when there is no answer;
- "answerable": true or false;
- "answer".`;
  return { system: SYSTEM, prompt };
}

/**
 * The model-judged consistency check: which sentences of the answer another answer to the same
 * question backs. SelfCheckGPT asks this per sentence; one call per sample, with the answer's
 * sentences numbered, asks it for all of them at once.
 */
export function consistencyMessages(question: string, sentences: readonly string[], sample: string): Messages {
  const prompt = `Question: ${question}

Answer A, each sentence with its id:
${sentences.map((s, i) => `[A${i + 1}] ${s}`).join("\n")}

Answer B, written separately for the same question:
"""
${sample}
"""

Task: for each sentence of answer A, decide whether answer B states the same thing or something that implies it. A sentence that B contradicts, or that B says nothing about, is not backed.

Give "backed": the ids of the sentences of answer A that answer B backs (such as "A1"); empty when none is.`;
  return { system: SYSTEM, prompt };
}
