import fs from "node:fs";
import path from "node:path";
import { readGgufFileInfo } from "node-llama-cpp";
import { describe, expect, it } from "vitest";
import { CorruptGgufError } from "../../../src-main/core/llm/errors/CorruptGgufError.ts";
import { checkGgufFile } from "../../../src-main/core/llm/gguf/checkGgufFile.ts";
import { ggufFields, withField } from "../../support/ggufFields.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";
import { seededRandom } from "../../support/seededRandom.ts";

const HUGE_U64 = [2n ** 31n, 2n ** 32n - 1n, 2n ** 63n, 2n ** 64n - 1n];
const HUGE_U32 = [2n ** 31n, 2n ** 32n - 1n];
const FLIPS = 2000;
/** Files our check passes that node-llama-cpp's own reader then reads, to show passing is safe. */
const READER_SAMPLE = 150;

/** What the check said of one damaged file: passed, or the CorruptGgufError field (anything else fails the test). */
async function verdict(file: string): Promise<"passed" | string> {
  try {
    await checkGgufFile(file);
    return "passed";
  } catch (error) {
    if (error instanceof CorruptGgufError) return error.field;
    throw new Error(`not a CorruptGgufError: ${String(error)}`, { cause: error });
  }
}

describe("checkGgufFile over thousands of damaged copies of a real GGUF (seeded, deterministic)", () => {
  it("every copy passes or is refused with CorruptGgufError, and node-llama-cpp reads the ones that pass", async () => {
    const dir = tempDir();
    const original = fs.readFileSync(writeTinyModel(dir, "tiny.gguf"));
    const { fields, headerEnd } = ggufFields(original);
    const file = path.join(dir, "damaged.gguf");
    const random = seededRandom(11);
    fs.writeFileSync(file, original);
    const passed: Buffer[] = [];
    let cases = 0;
    // Only the header changes: rewrite it in place, not the whole file, for each case.
    const judge = async (bytes: Buffer) => {
      const fd = fs.openSync(file, "r+");
      fs.writeSync(fd, bytes, 0, headerEnd, 0);
      fs.closeSync(fd);
      cases++;
      if ((await verdict(file)) === "passed" && passed.length < READER_SAMPLE) passed.push(bytes);
    };

    // Cut at every offset of the header past the magic (shorter files are NotGgufError, tested elsewhere).
    const cut = path.join(dir, "cut.gguf");
    for (let length = 4; length <= headerEnd; length++) {
      fs.writeFileSync(cut, original.subarray(0, length));
      cases++;
      expect(await verdict(cut), `cut at ${length}`).not.toBe("passed");
    }
    // Every count, length, type and dimension set to values near the limits of its width.
    for (const field of fields) {
      for (const value of field.width === 8 ? HUGE_U64 : HUGE_U32) await judge(withField(original, field, value));
    }
    // Random bytes of the header replaced by random values.
    for (let i = 0; i < FLIPS; i++) {
      const bytes = Buffer.from(original);
      const flips = 1 + Math.floor(random() * 4);
      for (let f = 0; f < flips; f++) bytes[4 + Math.floor(random() * (headerEnd - 4))] = Math.floor(random() * 256);
      await judge(bytes);
    }
    expect(cases).toBeGreaterThan(5000);
    expect(passed.length).toBeGreaterThan(0);

    for (const bytes of passed) {
      fs.writeFileSync(file, bytes);
      const info = await readGgufFileInfo(file, { logWarnings: false, spliceSplitFiles: false });
      expect(info.infoEndOffset).toBeLessThanOrEqual(bytes.length);
    }
  }, 120_000);
});
