/**
 * A model file that was replaced or written to between its checks and its load: what llama.cpp
 * would read is not the file that was checked (and tried), so nothing is loaded.
 */
export class ModelFileReplacedError extends Error {
  override readonly name = "ModelFileReplacedError";
  readonly file: string;

  constructor(file: string) {
    super(
      `The model file ${file} changed while it was being checked (it was replaced or written to), so it was not loaded: ` +
        "only the file that was checked is ever loaded. If it is still being downloaded or copied, wait until that ends and try again.",
    );
    this.file = file;
  }
}
