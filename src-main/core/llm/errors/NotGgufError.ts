/** The file is not a GGUF model, whatever its name says (a web page, a safetensors file...). */
export class NotGgufError extends Error {
  override readonly name = "NotGgufError";
  readonly file: string;

  /** `detail` says what was found instead, e.g. `it starts with "<htm"`. */
  constructor(file: string, detail?: string) {
    super(
      `${file} is not a GGUF model file${detail ? ` (${detail})` : ""}. Distillate runs models in the GGUF format ` +
        `(files ending in .gguf, e.g. from Hugging Face); convert or download the model in that format.`,
    );
    this.file = file;
  }
}
