/** A reviewer name that cannot be stored (empty, or only spaces, or too long): nothing was renamed. */
export class InvalidReviewerNameError extends Error {
  override readonly name = "InvalidReviewerNameError";
  readonly reviewer: string;

  constructor(reviewer: string) {
    super(
      reviewer.trim() === ""
        ? "A reviewer name cannot be empty: it is stored with every decision. Nothing was renamed."
        : `A reviewer name can be at most 200 characters; this one has ${reviewer.trim().length}. Nothing was renamed.`,
    );
    this.reviewer = reviewer;
  }
}
