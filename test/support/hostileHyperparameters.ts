// Round 2 of issue 24: copies of the demo model whose header is well formed but whose
// hyperparameters llama.cpp asserts on (it ends the process with GGML_ASSERT, exit 134), and one
// whose hyperparameters pass every check but whose vocabulary still stops llama.cpp, for the trial
// that runs each model in a process of its own.
import fs from "node:fs";
import path from "node:path";
import { writeTinyLlamaGguf } from "../../src-main/core/llm/models/tinyLlamaGguf.ts";
import { GGUF_TYPE, withMetadata } from "./ggufRewrite.ts";

/** The four files: key set to value, each ending llama.cpp on today's main. */
export const HOSTILE_HYPERPARAMETERS = [
  { name: "block-count-0", key: "llama.block_count", value: 0 },
  { name: "block-count-million", key: "llama.block_count", value: 1_000_000 },
  { name: "head-count-0", key: "llama.attention.head_count", value: 0 },
  { name: "head-count-kv-0", key: "llama.attention.head_count_kv", value: 0 },
] as const;

export interface HostileModels {
  /** By name of HOSTILE_HYPERPARAMETERS. */
  hyperparameters: Record<(typeof HOSTILE_HYPERPARAMETERS)[number]["name"], string>;
  /**
   * The demo model with its SentencePiece vocabulary declared a BERT one: no hyperparameter is
   * wrong, and llama.cpp stops the process on it (llama-vocab.cpp: "fatal error") while sizing it.
   */
  vocabularyLlamaStopsOn: string;
}

/** Writes them all into `dir`. */
export function writeHostileModels(dir: string): HostileModels {
  const demo = fs.readFileSync(writeTinyLlamaGguf(path.join(dir, "demo.gguf")).file);
  const write = (name: string, bytes: Buffer) => {
    const file = path.join(dir, `${name}.gguf`);
    fs.writeFileSync(file, bytes);
    return file;
  };
  const hyperparameters = Object.fromEntries(
    HOSTILE_HYPERPARAMETERS.map(({ name, key, value }) => [name, write(name, withMetadata(demo, { [key]: { type: GGUF_TYPE.u32, value } }))]),
  ) as HostileModels["hyperparameters"];
  const vocabularyLlamaStopsOn = write("bert-vocabulary", withMetadata(demo, { "tokenizer.ggml.model": { type: GGUF_TYPE.string, value: "bert" } }));
  return { hyperparameters, vocabularyLlamaStopsOn };
}
