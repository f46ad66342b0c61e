/** A GGUF file that ends before the data its header describes: an interrupted download or copy. */
export class TruncatedGgufError extends Error {
  override readonly name = "TruncatedGgufError";
  readonly file: string;

  /** `detail` is the reader's own words, e.g. llama.cpp's "tensor ... is not within the file bounds". */
  constructor(file: string, detail?: string) {
    super(
      `${file} is incomplete: the file ends before the model data its header describes` +
        `${detail ? ` (${detail})` : ""}. It was probably cut short by an interrupted download or copy; download or copy it again.`,
    );
    this.file = file;
  }
}
