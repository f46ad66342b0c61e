/** No QA has this id: its paper or run was deleted, or the id comes from another library. */
export class QaNotFoundError extends Error {
  override readonly name = "QaNotFoundError";
  readonly qaId: number;

  constructor(qaId: number) {
    super(`There is no QA with id ${qaId} in this library; it may have been removed with its paper or run.`);
    this.qaId = qaId;
  }
}
