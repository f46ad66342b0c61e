// Which llama.cpp architectures carry which rule, read from the source of the llama.cpp bundled
// with node-llama-cpp 3.21.1 (src/models/<arch>.cpp, mapped to architecture names through
// src/llama-model.cpp and src/llama-arch.cpp). Facts about that source, listed here; an
// architecture missing from a list only skips that rule (llama.cpp then checks what it checks).

/**
 * Every architecture name llama.cpp knows (`LLM_ARCH_NAMES`). Another name is refused by llama.cpp
 * itself ("unknown model architecture"), which Distillate reports as UnsupportedArchitectureError;
 * the hyperparameter rules are only for models llama.cpp would go on to size and run.
 */
export const KNOWN_ARCHITECTURES: ReadonlySet<string> = new Set([
  "clip", "llama", "llama4", "deci", "falcon", "grok", "gpt2", "gptj", "gptneox", "mpt",
  "baichuan", "starcoder", "refact", "bert", "modern-bert", "nomic-bert", "nomic-bert-moe",
  "neo-bert", "jina-bert-v2", "jina-bert-v3", "eurobert", "bloom", "stablelm", "qwen", "qwen2",
  "qwen2moe", "qwen2vl", "qwen3", "qwen3moe", "qwen3next", "qwen3vl", "qwen3vlmoe", "qwen35",
  "qwen35moe", "qwen4exp", "phi2", "phi3", "phimoe", "plamo", "plamo2", "plamo3", "codeshell",
  "orion", "internlm2", "minicpm", "minicpm3", "gemma", "gemma2", "gemma3", "gemma3n", "gemma4",
  "gemma4-assistant", "gemma-embedding", "starcoder2", "mamba", "mamba2", "jamba", "falcon-h1",
  "xverse", "command-r", "cohere2", "cohere2moe", "dbrx", "olmo", "olmo2", "olmoe", "muse-glimmer",
  "openelm", "arctic", "deepseek", "deepseek2", "deepseek2-ocr", "deepseek32", "deepseek4",
  "chatglm", "glm4", "glm4moe", "glm-dsa", "bitnet", "t5", "t5encoder", "jais", "jais2",
  "nemotron", "nemotron_h", "nemotron_h_moe", "exaone", "exaone4", "exaone-moe", "rwkv6",
  "rwkv6qwen2", "rwkv7", "arwkv7", "granite", "granitemoe", "granitehybrid", "graniteswitch",
  "granite_swa", "chameleon", "wavtokenizer-dec", "plm", "bailingmoe", "bailingmoe2",
  "bailingmoe3", "dots1", "dots3note", "arcee", "afmoe", "laguna", "ernie4_5", "ernie4_5-moe",
  "hunyuan-moe", "hunyuan-dense", "hunyuan_vl", "hy_v3", "smollm3", "gpt-oss", "lfm2", "lfm2moe",
  "dream", "smallthinker", "llada", "llada-moe", "seed_oss", "grovemoe", "apertus", "minimax-01",
  "minimax-m2", "minimax-m3", "cogvlm", "rnd1", "pangu-embedded", "mistral3", "eagle3", "dflash",
  "mistral4", "paddleocr", "mimo2", "step35", "llama-embed", "maincoder", "kimi-linear", "kimi-k3",
  "talkie", "mellum", "nanbeige", "qwen3tts", "pockettts",
]);

/** Graph builders that assert `n_embd_head_v == n_embd_head_k`: key_length must equal value_length. */
export const EQUAL_KEY_VALUE_HEADS: ReadonlySet<string> = new Set([
  "afmoe", "apertus", "arcee", "arctic", "baichuan", "bailingmoe2", "bert", "bitnet", "bloom",
  "chameleon", "chatglm", "codeshell", "cogvlm", "cohere2", "cohere2moe", "command-r", "dbrx",
  "deci", "deepseek", "dflash", "dots1", "dream", "eagle3", "ernie4_5", "ernie4_5-moe", "eurobert",
  "exaone", "falcon", "glm4", "glm4moe", "gpt2", "gptneox", "granite", "granite_swa",
  "granitehybrid", "graniteswitch", "grok", "grovemoe", "hunyuan-moe", "hunyuan_vl", "hy_v3",
  "internlm2", "jais", "jais2", "laguna", "llada", "llada-moe", "llama", "llama4", "maincoder",
  "mellum", "minimax-01", "minimax-m2", "minimax-m3", "mistral3", "modern-bert", "mpt",
  "muse-glimmer", "nanbeige", "nemotron", "nemotron_h", "nemotron_h_moe", "neo-bert", "olmo",
  "olmo2", "olmoe", "openelm", "orion", "paddleocr", "pangu-embedded", "phi2", "phi3", "plamo",
  "pockettts", "qwen", "qwen2", "qwen2moe", "qwen2vl", "qwen3", "qwen35", "qwen35moe", "qwen3moe",
  "qwen3next", "qwen3vl", "qwen3vlmoe", "qwen4exp", "refact", "rnd1", "seed_oss", "smallthinker",
  "smollm3", "stablelm", "starcoder", "starcoder2", "t5", "xverse",
]);

/** Graph builders that also assert `n_embd_head == n_rot`: rope.dimension_count must equal the head size. */
export const ROPE_SPANS_HEAD: ReadonlySet<string> = new Set([
  "apertus", "arcee", "arctic", "baichuan", "chameleon", "codeshell", "cogvlm", "cohere2moe",
  "dbrx", "deci", "deepseek", "dots1", "dream", "ernie4_5", "ernie4_5-moe", "exaone", "exaone-moe",
  "exaone4", "falcon", "granite", "granite_swa", "graniteswitch", "grok", "grovemoe",
  "hunyuan-moe", "hunyuan_vl", "hy_v3", "internlm2", "jais2", "llada", "llada-moe", "llama",
  "llama4", "maincoder", "mellum", "minimax-01", "minimax-m2", "mistral3", "nemotron", "olmo",
  "olmo2", "olmoe", "orion", "paddleocr", "pangu-embedded", "plamo", "pockettts", "qwen2",
  "qwen2moe", "qwen2vl", "qwen3", "qwen3moe", "qwen3vl", "qwen3vlmoe", "rnd1", "seed_oss",
  "smallthinker", "smollm3", "starcoder2", "talkie", "xverse",
]);

/** Architectures whose token embedding is `{embedding_length, vocabulary size}` (`create_tensor(TOKEN_EMBD, {n_embd, n_vocab})`). */
export const TOKEN_EMBEDDING_IS_VOCABULARY: ReadonlySet<string> = new Set([
  "afmoe", "arcee", "arctic", "arwkv7", "baichuan", "bailingmoe", "bailingmoe2", "bert", "bitnet",
  "bloom", "chameleon", "chatglm", "cogvlm", "command-r", "dbrx", "deci", "deepseek", "deepseek2",
  "deepseek2-ocr", "deepseek32", "deepseek4", "dots1", "dots3note", "dream", "ernie4_5",
  "eurobert", "exaone", "exaone-moe", "exaone4", "falcon", "gemma", "gemma-embedding", "gemma2",
  "gemma3", "gemma3n", "gemma4", "glm-dsa", "glm4", "gpt-oss", "gpt2", "gptneox", "granite",
  "granite_swa", "granitehybrid", "granitemoe", "graniteswitch", "grok", "grovemoe", "hunyuan-moe",
  "hunyuan_vl", "hy_v3", "internlm2", "jais", "jais2", "jamba", "jina-bert-v2", "jina-bert-v3",
  "kimi-k3", "kimi-linear", "laguna", "lfm2", "lfm2moe", "llada-moe", "llama", "llama4",
  "maincoder", "mamba", "mamba2", "mellum", "mimo2", "minicpm", "minicpm3", "minimax-01",
  "minimax-m2", "minimax-m3", "mistral3", "modern-bert", "mpt", "muse-glimmer", "nanbeige",
  "nemotron", "nemotron_h", "neo-bert", "nomic-bert", "nomic-bert-moe", "olmo", "olmo2", "olmoe",
  "openelm", "orion", "pangu-embedded", "phi2", "plamo", "plamo2", "plamo3", "plm", "pockettts",
  "qwen", "qwen2", "qwen2moe", "qwen2vl", "qwen3", "qwen3moe", "qwen3vl", "qwen3vlmoe", "refact",
  "rnd1", "rwkv6", "rwkv6qwen2", "rwkv7", "seed_oss", "smollm3", "stablelm", "starcoder",
  "starcoder2", "step35", "t5", "t5encoder", "talkie", "xverse",
]);

/**
 * Architectures that make every layer's attention with one set of sizes, layer 0's
 * (`create_tensor_qkv(layer, i, n_embd, n_embd_head_k * n_head, n_embd_k_gqa, n_embd_v_gqa)`):
 * each layer's attn_q, attn_k, attn_v (or fused attn_qkv) must have those shapes. (deci and
 * minimax-01 call it with each layer's own head counts, so they are not listed.)
 */
export const UNIFORM_ATTENTION: ReadonlySet<string> = new Set([
  "afmoe", "arcee", "chatglm", "exaone", "gemma", "gemma-embedding", "gemma2", "gemma3",
  "gemma3n", "granite", "granite_swa", "granitemoe", "hunyuan-moe", "hunyuan_vl", "llama",
  "llama4", "minicpm", "mistral3", "muse-glimmer", "nanbeige", "pangu-embedded",
  "refact", "smollm3",
]);

/** Architectures where llama.cpp reads an expert_count of 0 or 1 as "no experts" (hunyuan dense models). */
export const ONE_EXPERT_IS_NONE: ReadonlySet<string> = new Set(["hunyuan_vl", "hunyuan-dense"]);
