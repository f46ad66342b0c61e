/**
 * A GGUF that holds a tokenizer but no weights (llama.cpp ships such files as `ggml-vocab-*.gguf`):
 * it cannot generate or embed anything, so the registry refuses it.
 */
export class VocabularyOnlyGgufError extends Error {
  override readonly name = "VocabularyOnlyGgufError";
  readonly file: string;

  constructor(file: string) {
    super(
      `${file} holds only a tokenizer vocabulary, no model weights, so it cannot generate text. ` +
        `Add the full model file (usually several hundred MB or more) instead.`,
    );
    this.file = file;
  }
}
