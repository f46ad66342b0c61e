import { CorruptGgufError } from "./CorruptGgufError.ts";

/**
 * A GGUF file that ends before the data its header describes: an interrupted download or copy.
 * One kind of damaged file, kept apart because it has the commonest cause and the plainest fix.
 */
export class TruncatedGgufError extends CorruptGgufError {
  override readonly name = "TruncatedGgufError";

  /**
   * `detail` is the reader's own words, e.g. llama.cpp's "tensor ... is not within the file bounds";
   * `field` is where the file ends. Defaults to "tensor data".
   */
  constructor(file: string, detail?: string, field = "tensor data") {
    super(
      file,
      field,
      detail ?? "ends early",
      `${file} is incomplete: the file ends before the model data its header describes` +
        `${detail ? ` (${detail})` : ""}. It was probably cut short by an interrupted download or copy; download or copy it again.`,
    );
  }
}
