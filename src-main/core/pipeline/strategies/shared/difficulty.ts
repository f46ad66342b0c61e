import { DIFFICULTIES, type Difficulty } from "../../../../contract/review.ts";

// The three difficulty levels ChemLit-QA and RetChemQA both use, declared once in the contract.
export { DIFFICULTIES, type Difficulty };

/** A JSON-schema enum for a difficulty field (an enum, so the grammar cannot invent a level). */
export const difficultySchema = { enum: [...DIFFICULTIES] } as const;

/** The rule a model is given for rating difficulty, in one place so the strategies agree. */
export const DIFFICULTY_RULE =
  '"easy" when a single sentence of the text gives the answer, "medium" when a few facts must be put together, ' +
  '"hard" when the answer needs reasoning over several sentences or parts of the text';
