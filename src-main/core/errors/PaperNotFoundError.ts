/** No paper has this id: deleted, or an id from another library. */
export class PaperNotFoundError extends Error {
  override readonly name = "PaperNotFoundError";
  readonly paperId: number;

  constructor(paperId: number) {
    super(`There is no paper with id ${paperId} in this library (it may have been removed).`);
    this.paperId = paperId;
  }
}
