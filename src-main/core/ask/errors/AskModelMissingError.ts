import { adviceIn } from "../../../contract/placeWords.ts";

/** No model was chosen to write the answer, and none is set as the default. */
export class AskModelMissingError extends Error {
  override readonly name = "AskModelMissingError";

  constructor() {
    // The desktop's words; the CLI says how to pass a model instead (contract/placeWords.ts).
    super(`Choose a model to write the answer: none was given and no default model is set. ${adviceIn("desktop", "addModel")}`);
  }
}
