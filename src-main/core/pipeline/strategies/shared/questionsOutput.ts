/** What a questions prompt returns (kgqa's and ccqg's); each strategy keeps its own schema's bounds. */
export interface QuestionsOutput {
  questions: string[];
}
