import type { CatalogEntry } from "../../../contract/modelCatalog.ts";

/** A catalog entry as written here; the service adds what depends on this machine and library. */
export type CatalogModel = Omit<CatalogEntry, "fit" | "installedModelId">;

const GB = 1e9; // hubs list sizes in decimal gigabytes

/**
 * Instruction models that do the work Distillate asks of them (read a passage of a paper, write
 * question-answer pairs as JSON that follows a schema, judge answers) on an ordinary laptop, at
 * Q4_K_M (the usual balance of size and quality). Each URI names one file in a public GGUF
 * repository, checked against the hub's file pages when this list was written; sizes are the
 * hub's. The Llama 3.2 and Mistral repositories are the ones node-llama-cpp's own recommended
 * models use. Hubs change: a file that has moved fails to download with a clear message.
 *
 * No sha256 is pinned: quantizers re-upload files (bartowski's Qwen2.5 7B Q4_K_M has had several
 * hashes), so a pinned hash would fail honest downloads. Pass `--sha256` to check one yourself.
 */
export const CATALOG: readonly CatalogModel[] = [
  {
    key: "qwen2.5-3b-instruct",
    name: "Qwen2.5 3B Instruct",
    uri: "hf:bartowski/Qwen2.5-3B-Instruct-GGUF/Qwen2.5-3B-Instruct-Q4_K_M.gguf",
    sizeBytes: 1.93 * GB,
    parameters: "3.1B",
    quantization: "Q4_K_M",
    contextLength: 32768,
    license: "Qwen Research License (non-commercial use)",
    goodFor: "The quick start: runs on any recent laptop without a GPU and keeps to JSON schemas well; shallower questions than the 7B models.",
  },
  {
    key: "qwen2.5-7b-instruct",
    name: "Qwen2.5 7B Instruct",
    uri: "hf:bartowski/Qwen2.5-7B-Instruct-GGUF/Qwen2.5-7B-Instruct-Q4_K_M.gguf",
    sizeBytes: 4.68 * GB,
    parameters: "7.6B",
    quantization: "Q4_K_M",
    contextLength: 32768,
    license: "Apache-2.0",
    goodFor: "The best questions and judgements in this list, strong on technical prose and structured output; wants 8 GB of free memory or a GPU.",
  },
  {
    key: "llama-3.2-3b-instruct",
    name: "Llama 3.2 3B Instruct",
    uri: "hf:mradermacher/Llama-3.2-3B-Instruct-GGUF/Llama-3.2-3B-Instruct.Q4_K_M.gguf",
    sizeBytes: 2.02 * GB,
    parameters: "3.2B",
    quantization: "Q4_K_M",
    contextLength: 131072,
    license: "Llama 3.2 Community License",
    goodFor: "Long papers read in one pass (128k-token window); a judge from a different model family than the generator.",
  },
  {
    key: "phi-3.5-mini-instruct",
    name: "Phi-3.5 mini Instruct",
    uri: "hf:bartowski/Phi-3.5-mini-instruct-GGUF/Phi-3.5-mini-instruct-Q4_K_M.gguf",
    sizeBytes: 2.39 * GB,
    parameters: "3.8B",
    quantization: "Q4_K_M",
    contextLength: 131072,
    license: "MIT",
    goodFor: "Strong reasoning for its size, useful for quantitative papers; the least restrictive licence in this list.",
  },
  {
    key: "mistral-7b-instruct-v0.2",
    name: "Mistral 7B Instruct v0.2",
    uri: "hf:TheBloke/Mistral-7B-Instruct-v0.2-GGUF/mistral-7b-instruct-v0.2.Q4_K_M.gguf",
    sizeBytes: 4.37 * GB,
    parameters: "7.2B",
    quantization: "Q4_K_M",
    contextLength: 32768,
    license: "Apache-2.0",
    goodFor: "A widely used 7B baseline, handy for comparing with published QA-generation results; its chat format has no system role.",
  },
];
