/** No registered model has this id (removed, or an id from another library). */
export class ModelNotFoundError extends Error {
  override readonly name = "ModelNotFoundError";
  readonly modelId: number;

  constructor(modelId: number) {
    super(`There is no model with id ${modelId} in this library (it may have been removed).`);
    this.modelId = modelId;
  }
}
