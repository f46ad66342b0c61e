import { CorruptGgufError } from "./CorruptGgufError.ts";

/**
 * A GGUF file whose header is well formed but whose hyperparameters llama.cpp cannot run: a
 * layer or head count of 0, experts used that do not exist, a norm epsilon below 0. llama.cpp
 * does not refuse such a file, it stops the whole process on an assertion (GGML_ASSERT), so the
 * check (gguf/hyperparameters/) refuses it first, naming the key. A kind of damaged file.
 */
export class InvalidHyperparameterError extends CorruptGgufError {
  override readonly name = "InvalidHyperparameterError";

  /**
   * `key` is the metadata key at fault, e.g. "llama.attention.head_count"; `problem` finishes the
   * sentence "its <key> ...", e.g. "is 0; llama.cpp needs at least 1".
   */
  constructor(file: string, key: string, problem: string) {
    super(
      file,
      key,
      problem,
      `${file} cannot be loaded: its ${key} ${problem}. Values like this can stop llama.cpp, and the whole program with it, ` +
        `so the file is refused before llama.cpp reads it; it was made wrongly or damaged. Download it again, or ask whoever made it.`,
    );
  }
}
