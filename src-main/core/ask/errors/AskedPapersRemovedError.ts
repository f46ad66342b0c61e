/** Every paper an answer cites was removed from the library since it was written: there is no paper to keep it as a QA of. */
export class AskedPapersRemovedError extends Error {
  override readonly name = "AskedPapersRemovedError";
  readonly answerId: number;

  /** `paperNames` as the answer's citations name them. */
  constructor(answerId: number, paperNames: string[]) {
    super(
      `This answer cannot be kept as a QA: the ${paperNames.length === 1 ? "paper it cites" : "papers it cites"} (${paperNames.join("; ")}) ${paperNames.length === 1 ? "was" : "were"} removed from the library since, and a QA belongs to a paper of the library. The answer stays readable with its quotes; import the paper again and ask again to keep one.`,
    );
    this.answerId = answerId;
  }
}
