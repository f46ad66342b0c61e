/** ChemLit-QA's seven reasoning types, in the order the paper lists them. */
export const REASONING_TYPES = ["explanatory", "comparative", "conditional", "causal", "predictive", "procedural", "evaluative"] as const;
export type ReasoningType = (typeof REASONING_TYPES)[number];

/** What each type asks for (one line, shown when the model picks the types a text supports). */
export const TYPE_DEFINITIONS: Record<ReasoningType, string> = {
  explanatory: "asks for one specific part of a statement the text makes (which substance, what value, what method, when, where)",
  comparative: "asks how two or more comparable things relate on a shared property, such as a value, a rate or a date (larger, smaller, similar)",
  conditional: "asks what happens, or what should be done, in a given situation; the text states situations with words such as 'if' or 'when'",
  causal: "asks why something happens or is observed; the text gives the reason",
  predictive: "asks for a sound inference about something closely related to the text but not stated in it (the opposite case, a more general or more specific case, an analogous substance)",
  procedural: "asks about the order of steps in a procedure the text describes step by step ('first', 'then', 'finally')",
  evaluative: "asks for the advantages or drawbacks of something the text judges",
};

/**
 * How to build a question of each type, condensed from the method's per-type instructions and
 * written for a small model: what to look for, what to ask, what the answer and context are.
 */
export const TYPE_RECIPES: Record<ReasoningType, string> = {
  explanatory:
    "Pick one statement of the text and ask for a specific part of it (a substance, a value, a method, a place or a time) without giving that part away in the question. The answer is that part, as a full sentence. The context is the sentence that makes the statement.",
  comparative:
    "Find two or more things the text compares, or gives comparable values for (numbers, rates, sizes, dates). Ask how they relate without saying which is larger, better or earlier. The answer states the result of the comparison (larger, smaller, similar...) with the values. The context is every sentence that gives those things and their values.",
  conditional:
    "Find a statement of what happens under a condition ('if', 'when', 'unless', 'at temperatures above...'). Ask what the outcome is, or what is done, in that situation. The answer is that outcome or action. The context is every sentence that states the condition and its outcome.",
  causal:
    "Find an effect or observation for which the text gives a reason. Ask why it happens, adding no information of your own. The answer explains it with the text's reasoning. The context is every sentence that states the effect and its cause.",
  predictive:
    "Find a statement about a property of something. Change it in one sensible way: the opposite case, a more general or a more specific case, or an analogous substance or system. Ask what to expect for the changed case without hinting at the result. The answer is the expected property and why, reasoned from the text. The context is every sentence the reasoning starts from.",
  procedural:
    "Find a procedure the text describes in order. Ask which step comes at a given position, or which step comes right before or after another step, naming the procedure. The answer is that step. The context is the sentences that describe the whole procedure.",
  evaluative:
    "Find statements that judge something as good or bad: its benefits, drawbacks, strengths or limitations. Ask what the advantages and/or drawbacks of that thing are. The answer lists them as the text presents them. The context is every sentence that makes those judgements.",
};
