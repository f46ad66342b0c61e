/**
 * How this implementation departs from ChemLit-QA (Wellawatte et al.), for the run form's card and
 * docs/generating.md. Every deliberate difference is here; keep it in step with the code.
 */
export const CHEMLIT_DIFFERENCES = [
  "The run's model does every step the paper gave GPT-4 Turbo, with grammar-bound JSON: context sentences are cited by their numbers in the prompt (exact spans) instead of matched back with spaCy, and the reasoning the paper's prompts ask for comes first in each QA's output and is kept with it.",
  "Chunks of two or fewer sentences, back matter and mostly-symbol text are skipped before any model call; the paper's few-shot examples of useful and useless chunks are described in words instead.",
  "Difficulty is rated in the QA's own call unless \"separate\" is chosen (the paper's separate call).",
  "Similar chunks come from the run's embedding model by Euclidean distance (the paper's FAISS search) when one is set, else from BM25; which one is recorded with each QA.",
  "Negatives are built automatically rather than picked by experts: questions the model marks as not answerable from their chunk, and a chunk's question paired with its most similar chunk when the model finds that chunk does not answer it, both answered \"not available from the given context\".",
  "Multi-hop QAs join two chunks of one paper through a name both mention (formulas, acronyms and proper names found by their shape, not spaCy NER), in one call, instead of rewriting an existing question's entity from other QAs of the same topic cluster; the paper's 0.55 word-overlap check on the rewritten question is not applied.",
  "The judge model (when the run has one) scores answer faithfulness to the QA's chunk and answer relevancy to its question in one call, and QAs below the run's mean − 0.5 sd on either fail; the paper's DeepEval hallucination and question-faithfulness scores and its semantic-entropy filter are not computed, and nothing is deleted: failing QAs stay, marked rejected.",
].join(" ");
