/** A well-formed GGUF whose model architecture the bundled llama.cpp cannot run. */
export class UnsupportedArchitectureError extends Error {
  override readonly name = "UnsupportedArchitectureError";
  readonly file: string;
  readonly architecture: string;

  constructor(file: string, architecture: string) {
    super(
      `${file} is a "${architecture}" model, an architecture the llama.cpp bundled with this version of Distillate ` +
        `cannot run. Choose a model of a supported architecture (for example llama, qwen2, qwen3, mistral, gemma or phi3), ` +
        `or update Distillate.`,
    );
    this.file = file;
    this.architecture = architecture;
  }
}
