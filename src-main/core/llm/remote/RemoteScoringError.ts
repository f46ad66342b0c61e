import { shownText } from "../../../contract/shownName.ts";

/** A remote server's answer to a scoring request could not be read as the answer's log-probabilities. */
export class RemoteScoringError extends Error {
  override readonly name = "RemoteScoringError";
  readonly model: string;

  constructor(model: string, reason: string) {
    super(`The server of ${shownText(model)} could not score the answer: ${reason}.`);
    this.model = model;
  }
}
