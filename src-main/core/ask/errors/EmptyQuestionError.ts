/** The question is empty, or has no word to look for in the papers ("what is it?"). */
export class EmptyQuestionError extends Error {
  override readonly name = "EmptyQuestionError";

  constructor(blank: boolean) {
    super(
      blank
        ? "Type a question to ask your papers."
        : "The question has no word to look for in your papers (only words such as \"what\" or \"the\"). Name what you are asking about.",
    );
  }
}
