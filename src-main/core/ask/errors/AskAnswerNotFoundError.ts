/** No stored answer has this id. */
export class AskAnswerNotFoundError extends Error {
  override readonly name = "AskAnswerNotFoundError";
  readonly answerId: number;

  constructor(answerId: number) {
    super(`There is no answer with id ${answerId} in this library.`);
    this.answerId = answerId;
  }
}
