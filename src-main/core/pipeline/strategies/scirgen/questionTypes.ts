/**
 * The 18 question categories of Graesser and Person's taxonomy, which ScIRGen asks for one by
 * one, in the taxonomy's own order: from questions with a short answer (a yes or no, a name, a
 * value) to ones whose answer is an explanation.
 */
export const QUESTION_TYPES = [
  "verification",
  "disjunctive",
  "concept-completion",
  "example",
  "feature-specification",
  "quantification",
  "definition",
  "comparison",
  "interpretation",
  "causal-antecedent",
  "causal-consequence",
  "goal-orientation",
  "instrumental-procedural",
  "enablement",
  "expectation",
  "judgmental",
  "assertion",
  "request-directive",
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

/** Each category's name as people write it. */
export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = {
  verification: "Verification",
  disjunctive: "Disjunctive",
  "concept-completion": "Concept completion",
  example: "Example",
  "feature-specification": "Feature specification",
  quantification: "Quantification",
  definition: "Definition",
  comparison: "Comparison",
  interpretation: "Interpretation",
  "causal-antecedent": "Causal antecedent",
  "causal-consequence": "Causal consequence",
  "goal-orientation": "Goal orientation",
  "instrumental-procedural": "Instrumental/procedural",
  enablement: "Enablement",
  expectation: "Expectation",
  judgmental: "Judgmental",
  assertion: "Assertion",
  "request-directive": "Request/directive",
};

/**
 * What a question of each category asks, in a line a small model can act on, with the shape of
 * an example. Written for research papers: the "agent" of a goal is the researchers, the
 * "event" an experiment or an observed effect.
 */
export const QUESTION_TYPE_DESCRIPTIONS: Record<QuestionType, string> = {
  verification: 'asks whether a specific statement about the research is true, so that it can be answered yes or no and then justified ("Does X raise Y?")',
  disjunctive: 'offers two or more named alternatives and asks which one holds ("Was X measured by A or by B?")',
  "concept-completion": 'asks for the missing piece of a statement: which material, method, place, time or who ("Which solvent was used to ...?")',
  example: 'asks for a concrete instance of a category the research deals with ("What is an example of a ... that ...?")',
  "feature-specification": 'asks for the properties or characteristics of something studied ("What are the properties of X?")',
  quantification: 'asks for an amount, a value, a count or a size, with its unit ("How much / how many ...?")',
  definition: 'asks what a term, quantity or concept of the field means as the research uses it ("What is meant by X?")',
  comparison: 'asks how two or more things are alike or differ on some property ("How does X compare with Y in ...?")',
  interpretation: 'asks what a result, a trend or a set of observations means, or what can be concluded from it ("What does the rise in X indicate?")',
  "causal-antecedent": 'asks what caused an effect, state or observation ("Why does X happen? What leads to X?")',
  "causal-consequence": 'asks what follows from an event, change or condition ("What happens to Y when X is increased?")',
  "goal-orientation": 'asks for the purpose behind a choice the researchers made ("Why was X chosen for ...? What was X meant to achieve?")',
  "instrumental-procedural": 'asks how something is done: the method, the steps or the instrument used to reach a goal ("How was X prepared / measured?")',
  enablement: 'asks what resource, condition or property makes something possible ("What allows X to ...?")',
  expectation: 'asks why something that might have been expected did not happen, or why it did ("Why did X not change when ...?")',
  judgmental: 'asks for an assessment grounded in the research: the strengths, weaknesses or merit of a method, material or idea ("How suitable is X for ...?")',
  assertion: 'is a statement of what the asker does not know or understand, which the answer resolves ("I do not see how X can ... while Y ...")',
  "request-directive": 'asks the reader to do something, such as describe, explain or summarise a part of the research ("Describe how ...", "Explain ...")',
};
