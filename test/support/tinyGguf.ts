// The tiny llama GGUF writer is product code (the demo model); tests use the same writer.
export { writeTinyLlamaGguf, type TinyModelFile, type TinyModelOptions } from "../../src-main/core/llm/models/tinyLlamaGguf.ts";
