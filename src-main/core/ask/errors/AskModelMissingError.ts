/** No model was chosen to write the answer, and none is set as the default. */
export class AskModelMissingError extends Error {
  override readonly name = "AskModelMissingError";

  constructor() {
    super("Choose a model to write the answer: none was given and no default model is set. Add one under Models if the list is empty.");
  }
}
