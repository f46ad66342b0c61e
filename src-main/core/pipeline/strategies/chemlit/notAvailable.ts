/** ChemLit-QA-neg's answer for questions the context cannot answer. */
export const NOT_AVAILABLE = "The answer is not available from the given context.";
