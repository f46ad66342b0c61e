/**
 * A GGUF file whose header cannot describe a real model: a count, length or dimension larger than
 * the file, a value type no reader knows, a tensor outside the file. Raised by our own bounded
 * check before node-llama-cpp or llama.cpp sees the file, since their readers trust those numbers
 * (a string length of 4 GB ends the process; 2^64 tensors fill memory).
 */
export class CorruptGgufError extends Error {
  override readonly name: string = "CorruptGgufError";
  readonly file: string;
  /** The header field at fault in words, e.g. "tensor count" or `tensor "blk.0.attn_q.weight" dimension 2`. */
  readonly field: string;

  /** `problem` finishes the sentence "its header's <field> ...", e.g. "claims 4,294,967,295 bytes and the whole file has 69". */
  constructor(file: string, field: string, problem: string, message?: string) {
    super(
      message ??
        `${file} is damaged: its header's ${field} ${problem}. No working model file looks like this: it was ` +
          `damaged or cut short while downloading or copying; download or copy it again, or ask whoever made the file.`,
    );
    this.file = file;
    this.field = field;
  }
}
