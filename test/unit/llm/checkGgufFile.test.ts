import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { checkGgufFile } from "../../../src-main/core/llm/gguf/checkGgufFile.ts";
import { ggufFields, withField } from "../../support/ggufFields.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32LE(value);
  return bytes;
};
const u64 = (value: bigint | number) => {
  const bytes = Buffer.alloc(8);
  bytes.writeBigUInt64LE(BigInt(value));
  return bytes;
};
const text = (value: string) => Buffer.concat([u64(Buffer.byteLength(value)), Buffer.from(value)]);
const header = (tensors: bigint | number, keys: number, ...rest: Buffer[]) => Buffer.concat([Buffer.from("GGUF"), u32(3), u64(tensors), u64(keys), ...rest]);

function write(bytes: Buffer, name = "model.gguf"): string {
  const file = path.join(tempDir(), name);
  fs.writeFileSync(file, bytes);
  return file;
}

/** The tiny model with one field, picked by `pick`, set to `value`. */
function tinyWith(pick: Parameters<ReturnType<typeof ggufFields>["fields"]["find"]>[0], value: bigint): string {
  const bytes = fs.readFileSync(writeTinyModel(tempDir()));
  const field = ggufFields(bytes).fields.find(pick);
  if (!field) throw new Error("no such field in the tiny model");
  return write(withField(bytes, field, value));
}

const damaged = (field: string | RegExp) => ({ name: "CorruptGgufError", field: typeof field === "string" ? field : expect.stringMatching(field) });

describe("checkGgufFile refuses headers whose numbers the file cannot hold, before anything is allocated", () => {
  it("the two files of issue 11: a 4 GB string in 69 bytes, 2^64-1 tensors in 24", async () => {
    const key = "general.architecture";
    const hugeString = write(Buffer.concat([header(0, 1), text(key), u32(8), u64(0xffffffff), Buffer.from("llama")]));
    expect(fs.statSync(hugeString).size).toBe(69);
    await expect(checkGgufFile(hugeString)).rejects.toMatchObject({
      ...damaged('key 1 "general.architecture" string length'),
      message: expect.stringContaining("claims 4,294,967,295 bytes and only 5 remain before the file ends at byte 69"),
    });
    const endlessTensors = write(header(2n ** 64n - 1n, 0));
    expect(fs.statSync(endlessTensors).size).toBe(24);
    await expect(checkGgufFile(endlessTensors)).rejects.toMatchObject({ ...damaged("tensor count"), message: expect.stringContaining("18,446,744,073,709,551,615 tensors") });
  });

  it("passes the suite's tiny model and names a damaged tensor's field", async () => {
    await expect(checkGgufFile(writeTinyModel(tempDir()))).resolves.toHaveLength(1);
    // A merely large dimension moves every later tensor: the next one's offset no longer matches.
    await expect(checkGgufFile(tinyWith((f) => f.role === "dimension" && f.owner === "blk.0.attn_q.weight", 2n ** 20n))).rejects.toMatchObject(
      damaged('tensor "blk.0.attn_k.weight" data offset'),
    );
    const secondDimension = (() => {
      const bytes = fs.readFileSync(writeTinyModel(tempDir()));
      const dims = ggufFields(bytes).fields.filter((f) => f.role === "dimension" && f.owner === "blk.0.attn_q.weight");
      return write(withField(bytes, dims[1]!, 2n ** 62n));
    })();
    await expect(checkGgufFile(secondDimension)).rejects.toMatchObject({
      ...damaged('tensor "blk.0.attn_q.weight" dimension 2'),
      message: expect.stringContaining("larger than any file can be"),
    });
    await expect(checkGgufFile(tinyWith((f) => f.role === "dimension count", 5n))).rejects.toMatchObject(damaged(/dimension count$/));
    await expect(checkGgufFile(tinyWith((f) => f.role === "tensor type", 4n))).rejects.toMatchObject({ ...damaged(/ type$/), message: expect.stringContaining("not a tensor type llama.cpp reads") });
    await expect(checkGgufFile(tinyWith((f) => f.role === "data offset" && f.owner === "blk.0.attn_q.weight", 64n))).rejects.toMatchObject({
      ...damaged('tensor "blk.0.attn_q.weight" data offset'),
      message: expect.stringContaining("a reader would take the wrong bytes"),
    });
    await expect(checkGgufFile(tinyWith((f) => f.role === "value type", 13n))).rejects.toMatchObject({ ...damaged(/^key 1 ".*" value type$/), message: expect.stringContaining("not a GGUF value type") });
    await expect(checkGgufFile(tinyWith((f) => f.role === "array length" && f.owner === "tokenizer.ggml.scores", 3n))).rejects.toMatchObject(
      damaged(/"tokenizer\.ggml\.(scores|token_type)" (array length|value type)$/),
    );
  });

  it("refuses arrays of arrays, a bad alignment and vocabulary arrays of the wrong type", async () => {
    const nested = write(Buffer.concat([header(0, 1), text("x.list"), u32(9), u32(9), u64(1), u32(4), u64(1), u32(7)]));
    await expect(checkGgufFile(nested)).rejects.toMatchObject({ ...damaged('key 1 "x.list" array element type'), message: expect.stringContaining("arrays of arrays") });
    const alignment = write(Buffer.concat([header(0, 1), text("general.alignment"), u32(4), u32(48)]));
    await expect(checkGgufFile(alignment)).rejects.toMatchObject({ ...damaged('key 1 "general.alignment"'), message: expect.stringContaining("not a power of two") });
    const textAlignment = write(Buffer.concat([header(0, 1), text("general.alignment"), u32(8), text("32")]));
    await expect(checkGgufFile(textAlignment)).rejects.toMatchObject({ ...damaged('key 1 "general.alignment" value type'), message: expect.stringContaining("only as a uint32") });
    const byteScores = write(Buffer.concat([header(0, 1), text("tokenizer.ggml.scores"), u32(9), u32(0), u64(2), Buffer.from([1, 2])]));
    await expect(checkGgufFile(byteScores)).rejects.toMatchObject(damaged('key 1 "tokenizer.ggml.scores" value type'));
  });

  it("checks every part of a split model that exists", async () => {
    const dir = tempDir();
    const good = fs.readFileSync(writeTinyModel(dir));
    fs.writeFileSync(path.join(dir, "m-00001-of-00002.gguf"), good);
    fs.writeFileSync(path.join(dir, "m-00002-of-00002.gguf"), header(2n ** 40n, 0));
    await expect(checkGgufFile(path.join(dir, "m-00001-of-00002.gguf"))).rejects.toMatchObject({ ...damaged("tensor count"), file: path.join(dir, "m-00002-of-00002.gguf") });
  });
});
