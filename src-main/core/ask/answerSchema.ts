import { NOT_IN_PASSAGES } from "./answerPrompt.ts";

/** Statements an answer may have at most, and characters each: an answer, not an essay. */
export const MAX_STATEMENTS = 5;
export const MAX_STATEMENT_CHARS = 400;
/** Sentences one statement may cite. */
export const MAX_SOURCES = 4;

/** What the model writes, parsed. */
export interface ModelAnswer {
  verdict: "answered" | typeof NOT_IN_PASSAGES;
  statements: { text: string; sentences: string[] }[];
}

/**
 * The JSON schema the answer is generated under. The sentence ids are an enum of the ids the
 * prompt showed, so the grammar cannot let the model cite a sentence that is not there, and every
 * statement cites at least one. "verdict" comes first, so a refusal is known from the first tokens.
 */
export function answerSchema(sentenceIds: readonly string[]): Record<string, unknown> {
  return {
    type: "object",
    properties: {
      verdict: { enum: ["answered", NOT_IN_PASSAGES] },
      statements: {
        type: "array",
        maxItems: MAX_STATEMENTS,
        items: {
          type: "object",
          properties: {
            text: { type: "string", minLength: 1, maxLength: MAX_STATEMENT_CHARS },
            sentences: { type: "array", items: { enum: [...sentenceIds] }, minItems: 1, maxItems: MAX_SOURCES },
          },
          required: ["text", "sentences"],
          additionalProperties: false,
        },
      },
    },
    required: ["verdict", "statements"],
    additionalProperties: false,
  };
}
