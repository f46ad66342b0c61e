// Bounds on a GGUF header beyond "fits in the file". node-llama-cpp turns the whole header into
// JavaScript values (a few dozen bytes per array element, a few hundred per tensor), so a large
// file could still hold a header that fills memory. Each bound is far above any published model
// (the largest vocabularies have ~260,000 tokens; the largest models a few thousand tensors and a
// header of tens of MB) and low enough that the worst file costs a few hundred MB.

/** Tensors in one file. */
export const MAX_TENSORS = 1 << 20;
/** Metadata keys in one file. */
export const MAX_KEYS = 1 << 20;
/** Elements of all metadata arrays together. */
export const MAX_ARRAY_ELEMENTS = 1 << 23;
/** Bytes from the start of the file to the end of the tensor descriptions. */
export const MAX_HEADER_BYTES = 256 * 2 ** 20;
/** Bytes of a metadata key's name (real keys are tens of bytes). */
export const MAX_KEY_BYTES = 1 << 16;
/** Bytes of a tensor name: llama.cpp's GGML_MAX_NAME (64) including the terminating zero. */
export const MAX_TENSOR_NAME_BYTES = 63;
/** Dimensions of a tensor: llama.cpp's GGML_MAX_DIMS. */
export const MAX_DIMENSIONS = 4;
/** GGUF versions llama.cpp reads (1 is long retired). */
export const SUPPORTED_VERSIONS: readonly number[] = [2, 3];
