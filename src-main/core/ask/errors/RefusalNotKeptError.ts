/** A refusal has no statement and no evidence, so it cannot become a QA. */
export class RefusalNotKeptError extends Error {
  override readonly name = "RefusalNotKeptError";

  constructor() {
    super("This answer says the papers do not answer the question; it has no statement or evidence to keep as a QA.");
  }
}
