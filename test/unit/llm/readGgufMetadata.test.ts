import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GgufMetadataSchema } from "../../../src-main/contract/models.ts";
import { readGgufMetadata } from "../../../src-main/core/llm/models/readGgufMetadata.ts";
import { writeGgufHeader } from "../../support/ggufHeader.ts";
import { CHATML_TEMPLATE, STORIES_260K, TINY_RANDOM_BERT, writeTinyModel, writeUnknownArchitectureModel } from "../../support/llmFixtures.ts";
import { SHARED_MODELS, sharedAvailable } from "../../support/sharedFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";

const read = async (file: string) => (await readGgufMetadata(file)).metadata;

describe("readGgufMetadata on good files (header only, no model loaded)", () => {
  it("describes the suite's own tiny llama model", async () => {
    const dir = tempDir();
    const file = writeTinyModel(dir, "tiny.gguf", { contextLength: 1024 });
    const metadata = GgufMetadataSchema.parse(await read(file));
    expect(metadata).toMatchObject({
      file,
      fileSize: fs.statSync(file).size,
      architecture: "llama",
      quantization: "F32",
      contextLength: 1024,
      hasChatTemplate: false,
      suggestedRole: "generator",
      ggufVersion: 3,
      splitParts: 1,
    });
    expect(metadata.parameterCount).toBeGreaterThan(10_000);
    expect(metadata.tensorCount).toBeGreaterThan(0);
    expect((await read(writeTinyModel(dir, "chat.gguf", { chatTemplate: CHATML_TEMPLATE }))).hasChatTemplate).toBe(true);
  });

  it.runIf(sharedAvailable(SHARED_MODELS))("describes the shared models as their README says", async () => {
    expect(await read(STORIES_260K)).toMatchObject({
      architecture: "llama",
      parameterCount: 292_800,
      quantization: "F32",
      contextLength: 2048,
      hasChatTemplate: false,
      fileSize: 1_185_376,
      suggestedRole: "generator",
    });
    expect(await read(TINY_RANDOM_BERT)).toMatchObject({ architecture: "bert", contextLength: 512, suggestedRole: "embedding", quantization: "F32" });
    const vocab = path.join(SHARED_MODELS, "ggml-vocab-llama-spm.gguf");
    expect((await readGgufMetadata(vocab, { requireWeights: false })).metadata).toMatchObject({ architecture: "llama", tensorCount: 0, parameterCount: null });
    await expect(read(vocab)).rejects.toMatchObject({ name: "VocabularyOnlyGgufError", file: vocab });
  });
});

describe("readGgufMetadata names what is wrong with a bad file", () => {
  it("NotGgufError says what the file looks like instead", async () => {
    const dir = tempDir();
    const cases: [string, string | Buffer, RegExp][] = [
      ["paper.gguf", "%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n<< /Type /Catalog >>\nendobj\n", /looks like a PDF document; it starts with "%PDF" instead of "GGUF"/],
      ["login.gguf", "<!DOCTYPE html><html><body>Sign in to continue</body></html>", /web page, perhaps a login or error page/],
      ["pointer.gguf", "version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 1930000000\n", /Git LFS pointer/],
      ["empty.gguf", "", /the file is empty/],
      ["weights.gguf", Buffer.concat([Buffer.from([0x20, 0, 0, 0, 0, 0, 0, 0]), Buffer.from('{"__metadata__":{}}')]), /safetensors/],
    ];
    for (const [name, bytes, message] of cases) {
      const file = path.join(dir, name);
      fs.writeFileSync(file, bytes);
      await expect(read(file), name).rejects.toMatchObject({ name: "NotGgufError", file, message: expect.stringMatching(message) });
    }
  });

  it("TruncatedGgufError for a file cut in its weights; CorruptGgufError naming the field for one cut in its header", async () => {
    const dir = tempDir();
    const whole = fs.readFileSync(writeTinyModel(dir));
    const cuts: [string, number, string, RegExp][] = [
      ["weights", Math.floor(whole.length * 0.6), "TruncatedGgufError", /only [\d,]+ of the [\d,]+ bytes its header describes are there, \d+%/],
      ["header", 300, "CorruptGgufError", /its header's tensor count claims 21 tensors, which need at least 504 bytes, and only 284 remain in the file/],
      ["stub", 10, "CorruptGgufError", /its header's tensor count is cut off: the file ends at byte 10/],
    ];
    for (const [name, length, errorName, detail] of cuts) {
      const file = path.join(dir, `${name}.gguf`);
      fs.writeFileSync(file, whole.subarray(0, length));
      await expect(read(file), name).rejects.toMatchObject({ name: errorName, file, message: expect.stringMatching(detail) });
    }
  });

  it("UnsupportedArchitectureError when the bundled llama.cpp does not know the architecture", async () => {
    const file = writeUnknownArchitectureModel(tempDir());
    await expect(read(file)).rejects.toMatchObject({ name: "UnsupportedArchitectureError", architecture: "zzzzz", message: expect.stringContaining('is a "zzzzz" model') });
  });

  it("VocabularyOnlyGgufError for a tokenizer without weights", async () => {
    const file = writeGgufHeader(path.join(tempDir(), "vocab.gguf"), {
      "general.architecture": "llama",
      "llama.context_length": 4096,
      "tokenizer.ggml.model": "llama",
      "tokenizer.ggml.tokens": ["<unk>", "<s>", "</s>"],
    });
    await expect(read(file)).rejects.toMatchObject({ name: "VocabularyOnlyGgufError", message: expect.stringContaining("only a tokenizer vocabulary") });
  });

  it("UnreadableModelFileError for a missing path or a folder", async () => {
    const dir = tempDir();
    const missing = path.join(dir, "nowhere.gguf");
    await expect(read(missing)).rejects.toMatchObject({ name: "UnreadableModelFileError", message: `Cannot read the model file ${missing}: no such file or folder.` });
    await expect(read(dir)).rejects.toMatchObject({ name: "UnreadableModelFileError", message: expect.stringContaining("it is a folder") });
  });
});
