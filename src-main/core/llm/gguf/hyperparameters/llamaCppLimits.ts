// Bounds llama.cpp asserts on (GGML_ASSERT ends the process), as read in the llama.cpp bundled with
// node-llama-cpp 3.21.1 (src/llama-hparams.h, src/llama-model.cpp `load_hparams`).

/** LLAMA_MAX_LAYERS: block_count must be 1 to this. */
export const MAX_LAYERS = 512;
/** LLAMA_MAX_EXPERTS: expert_count must be at most this. */
export const MAX_EXPERTS = 1024;
/** The rope scaling types llama.cpp names (`LLAMA_ROPE_SCALING_TYPES`); any other text is an assertion failure. */
export const ROPE_SCALING_TYPES: readonly string[] = ["none", "linear", "yarn", "longrope"];
/**
 * Largest trained context accepted. Not a llama.cpp bound: node-llama-cpp's memory estimate did not
 * finish within two minutes for a context_length of 2^31 - 1 (measured here), and the longest
 * context of any published model is about 10 million tokens (Llama 4 Scout); 2^27 leaves room.
 */
export const MAX_CONTEXT_LENGTH = 2 ** 27;
