import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkGgufFile } from "../../../src-main/core/llm/gguf/checkGgufFile.ts";
import { GGUF_TYPE, withMetadata, type GgufEntry } from "../../support/ggufRewrite.ts";
import { writeHostileModels } from "../../support/hostileHyperparameters.ts";
import { STORIES_260K, TINY_RANDOM_BERT, writeTinyModel } from "../../support/llmFixtures.ts";
import { SHARED_MODELS, sharedAvailable } from "../../support/sharedFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";

const u32 = (value: number): GgufEntry => ({ type: GGUF_TYPE.u32, value });
const f32 = (value: number): GgufEntry => ({ type: GGUF_TYPE.f32, value });
const text = (value: string): GgufEntry => ({ type: GGUF_TYPE.string, value });
const perLayer = (...values: number[]): GgufEntry => ({ type: GGUF_TYPE.array, elementType: GGUF_TYPE.u32, values });

/** The suite's tiny llama, made with heads of 8 (2 layers, 32 wide, 4 heads of 8, 2 key/value heads), with `changes`. */
function tinyWith(changes: Record<string, GgufEntry | null>): string {
  const dir = tempDir();
  const file = path.join(dir, "changed.gguf");
  fs.writeFileSync(file, withMetadata(fs.readFileSync(writeTinyModel(dir, "tiny.gguf", { headWidth: 8 })), changes));
  return file;
}

const refused = (key: string, problem: RegExp) => ({ name: "InvalidHyperparameterError", field: key, message: expect.stringMatching(problem) });

describe("the hyperparameter check refuses by name what llama.cpp asserts on, before it sees the file", () => {
  it("the issue's four files: block_count 0 and 10^6, head_count 0, head_count_kv 0", async () => {
    const { hyperparameters: files } = writeHostileModels(tempDir());
    await expect(checkGgufFile(files["block-count-0"])).rejects.toMatchObject(refused("llama.block_count", /its llama\.block_count is 0; llama\.cpp runs models of 1 to 512 layers\./));
    await expect(checkGgufFile(files["block-count-million"])).rejects.toMatchObject(refused("llama.block_count", /is 1,000,000; llama\.cpp runs models of 1 to 512 layers/));
    await expect(checkGgufFile(files["head-count-0"])).rejects.toMatchObject(refused("llama.attention.head_count", /its llama\.attention\.head_count is 0; a layer with attention needs at least 1\./));
    await expect(checkGgufFile(files["head-count-kv-0"])).rejects.toMatchObject(refused("llama.attention.head_count_kv", /is 0; a layer with keys and values needs at least 1/));
    // A kind of damaged file: the message says what to do, and is built from the facts only.
    await expect(checkGgufFile(files["head-count-0"])).rejects.toThrow(/cannot be loaded: .* Download it again, or ask whoever made it\.$/);
  });

  it("layers, heads and their ratios, per-layer arrays included", async () => {
    const cases: [Record<string, GgufEntry | null>, string, RegExp][] = [
      [{ "llama.block_count": null }, "llama.block_count", /is missing/],
      [{ "llama.block_count": u32(513) }, "llama.block_count", /is 513/],
      [{ "llama.nextn_predict_layers": u32(2) }, "llama.nextn_predict_layers", /is 2 of 2 layers/],
      [{ "llama.attention.head_count": null }, "llama.attention.head_count", /is missing, and layer 0 has attention/],
      [{ "llama.attention.head_count_kv": u32(3) }, "llama.attention.head_count_kv", /is 3 for 4 query heads; llama\.cpp needs a divisor/],
      [{ "llama.attention.head_count_kv": u32(8) }, "llama.attention.head_count_kv", /is 8 for 4 query heads/],
      [{ "llama.attention.head_count_kv": perLayer(2, 0) }, "llama.attention.head_count_kv", /is 0 for layer 1/],
      [{ "llama.attention.head_count": perLayer(4, 4, 4) }, "llama.attention.head_count", /has 3 values for 2 layers/],
      [{ "llama.attention.key_length": u32(0) }, "llama.attention.key_length", /is 0; llama\.cpp needs heads of at least 1 value/],
      [{ "llama.attention.value_length": u32(4) }, "llama.attention.value_length", /gives heads of 8 key and 4 value values; llama\.cpp's llama needs them equal/],
      [{ "llama.rope.dimension_count": u32(6) }, "llama.rope.dimension_count", /is 6 for heads of 8 values/],
      [{ "llama.feed_forward_length": u32(0) }, "llama.feed_forward_length", /is 0; a layer with a feed-forward block needs at least 1/],
      [{ "llama.feed_forward_length": null }, "llama.feed_forward_length", /is missing, and layer 0 has a feed-forward block/],
      [{ "llama.embedding_length": u32(0) }, "llama.embedding_length", /is 0; llama\.cpp needs at least 1/],
      [{ "llama.embedding_length": u32(48) }, "llama.embedding_length", /is 48 where token_embd\.weight's rows hold 32 values/],
      [{ "llama.attention.head_count": u32(64), "llama.attention.head_count_kv": u32(64) }, "llama.embedding_length", /is 32 for 64 heads, which leaves heads of 0 values/],
      [{ "llama.attention.head_count": u32(3), "llama.attention.head_count_kv": u32(1) }, "llama.attention.head_count", /is 3, which does not divide llama\.embedding_length 32/],
    ];
    for (const [changes, key, problem] of cases) await expect(checkGgufFile(tinyWith(changes)), JSON.stringify(changes)).rejects.toMatchObject(refused(key, problem));
  });

  it("experts: counts llama.cpp asserts on", async () => {
    const cases: [Record<string, GgufEntry | null>, string, RegExp][] = [
      [{ "llama.expert_count": u32(1025), "llama.expert_used_count": u32(2) }, "llama.expert_count", /is 1,025; llama\.cpp runs at most 1,024 experts/],
      [{ "llama.expert_used_count": u32(2) }, "llama.expert_used_count", /is 2 with no llama\.expert_count; llama\.cpp cannot use more experts than there are/],
      [{ "llama.expert_count": u32(4), "llama.expert_used_count": u32(5) }, "llama.expert_used_count", /is 5 with llama\.expert_count 4/],
      [{ "llama.expert_count": u32(4), "llama.expert_used_count": perLayer(1, 5) }, "llama.expert_used_count", /is 5 with llama\.expert_count 4/],
      [{ "llama.expert_count": u32(8) }, "llama.expert_used_count", /is missing with llama\.expert_count 8; llama\.cpp needs at least 1/],
      [{ "llama.expert_group_count": u32(2) }, "llama.expert_group_count", /is 2 in a model without experts/],
      [{ "llama.expert_count": u32(8), "llama.expert_used_count": u32(2), "llama.expert_group_count": u32(3) }, "llama.expert_group_count", /does not divide 8 experts/],
      [{ "llama.expert_count": u32(8), "llama.expert_used_count": u32(2), "llama.expert_group_count": u32(4), "llama.expert_group_used_count": u32(4) }, "llama.expert_group_used_count", /is 4 of 4 groups; llama\.cpp needs 1 to 3/],
    ];
    for (const [changes, key, problem] of cases) await expect(checkGgufFile(tinyWith(changes)), JSON.stringify(changes)).rejects.toMatchObject(refused(key, problem));
  });

  it("rope, context and norm values", async () => {
    const cases: [Record<string, GgufEntry | null>, string, RegExp][] = [
      [{ "llama.rope.scaling.type": text("bogus") }, "llama.rope.scaling.type", /is "bogus"; llama\.cpp knows "none", "linear", "yarn", "longrope"/],
      [{ "llama.context_length": u32(0) }, "llama.context_length", /is 0; a model's trained context is 1 to 134,217,728 tokens/],
      [{ "llama.context_length": u32(2 ** 31 - 1) }, "llama.context_length", /is 2,147,483,647/],
      [{ "llama.rope.scaling.original_context_length": u32(0) }, "llama.rope.scaling.original_context_length", /is 0/],
      [{ "llama.attention.layer_norm_rms_epsilon": f32(-1) }, "llama.attention.layer_norm_rms_epsilon", /is -1; a norm needs a finite number of at least 0/],
      [{ "llama.attention.layer_norm_rms_epsilon": f32(Number.NaN) }, "llama.attention.layer_norm_rms_epsilon", /is NaN/],
      [{ "llama.attention.temperature_scale": f32(0.1), "llama.attention.temperature_length": u32(0) }, "llama.attention.temperature_length", /is 0 with an attention temperature/],
    ];
    for (const [changes, key, problem] of cases) await expect(checkGgufFile(tinyWith(changes)), JSON.stringify(changes)).rejects.toMatchObject(refused(key, problem));
  });

  it("passes real models, valid variants, vocabularies and architectures llama.cpp refuses itself", async () => {
    await expect(checkGgufFile(writeTinyModel(tempDir()))).resolves.toHaveLength(1);
    await expect(checkGgufFile(tinyWith({ "llama.attention.head_count": perLayer(4, 4), "llama.attention.head_count_kv": perLayer(2, 4) }))).resolves.toHaveLength(1);
    await expect(checkGgufFile(tinyWith({ "llama.attention.key_length": u32(8), "llama.attention.value_length": u32(8), "llama.rope.scaling.type": text("yarn") }))).resolves.toHaveLength(1);
    // An architecture llama.cpp does not know is its to refuse (UnsupportedArchitectureError), not a hyperparameter problem.
    await expect(checkGgufFile(tinyWith({ "general.architecture": text("llama9"), "llama.block_count": u32(0) }))).resolves.toHaveLength(1);
    if (!sharedAvailable(SHARED_MODELS)) return;
    for (const name of ["stories260K.gguf", "tiny-random-bert.gguf", "ggml-vocab-llama-spm.gguf", "ggml-vocab-bert-bge.gguf"]) {
      await expect(checkGgufFile(path.join(SHARED_MODELS, name)), name).resolves.toHaveLength(1);
    }
    // BERT: the same rules by the bert.* keys.
    const bert = (changes: Record<string, GgufEntry | null>) => {
      const file = path.join(tempDir(), "bert.gguf");
      fs.writeFileSync(file, withMetadata(fs.readFileSync(TINY_RANDOM_BERT), changes));
      return file;
    };
    await expect(checkGgufFile(bert({ "bert.attention.head_count": u32(0) }))).rejects.toMatchObject(refused("bert.attention.head_count", /is 0/));
    await expect(checkGgufFile(bert({ "bert.context_length": u32(0) }))).rejects.toMatchObject(refused("bert.context_length", /is 0/));
    await expect(checkGgufFile(bert({ "bert.attention.layer_norm_epsilon": f32(-1e-12) }))).rejects.toMatchObject(refused("bert.attention.layer_norm_epsilon", /a norm needs/));
    await expect(checkGgufFile(bert({ "bert.pooling_type": u32(7) }))).rejects.toMatchObject(refused("bert.pooling_type", /is 7; llama\.cpp pools in 5 ways/));
    await expect(checkGgufFile(bert({ "bert.embedding_length": u32(64) }))).rejects.toMatchObject(refused("bert.embedding_length", /is 64 where token_embd\.weight's rows hold 32/));
    expect(STORIES_260K).toContain("stories260K");
  });
});
