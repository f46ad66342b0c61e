import fs from "node:fs";
import path from "node:path";
import { readGgufFileInfo } from "node-llama-cpp";
import { describe, expect, it } from "vitest";
import { CorruptGgufError } from "../../../src-main/core/llm/errors/CorruptGgufError.ts";
import { checkGgufFile } from "../../../src-main/core/llm/gguf/checkGgufFile.ts";
import { ggufFields, withField, type GgufField } from "../../support/ggufFields.ts";
import { writeTinyModel } from "../../support/llmFixtures.ts";
import { tempDir } from "../../support/tempDir.ts";
import { seededRandom } from "../../support/seededRandom.ts";

const HUGE_U64 = [2n ** 31n, 2n ** 32n - 1n, 2n ** 63n, 2n ** 64n - 1n];
const HUGE_U32 = [2n ** 31n, 2n ** 32n - 1n];
/**
 * The unit run takes a seeded sample of the cases (every kind of field, cut and damaged, in a few
 * seconds); DISTILLATE_FUZZ_FULL=1 runs all of them (~20,000 cases: every cut, every field, 2,000
 * damaged copies), which takes minutes on a busy 2-core machine.
 */
const FULL = process.env.DISTILLATE_FUZZ_FULL === "1";
const FLIPS = FULL ? 2000 : 400;
/** Files our check passes that node-llama-cpp's own reader then reads, to show passing is safe. */
const READER_SAMPLE = FULL ? 150 : 25;
/** In the sample: the first fields of each kind (role and owner), and this many others at random. */
const FIRST_OF_EACH_KIND = 3;
const OTHER_FIELDS = 100;
const OTHER_CUTS = 200;

/** Every field, or the sample: the first few of each kind (the version, counts, each key's type and length, the first token strings, each tensor's dimensions) and a seeded draw of the rest. */
function sampleFields(fields: GgufField[], random: () => number): GgufField[] {
  if (FULL) return fields;
  const seen = new Map<string, number>();
  return fields.filter((field) => {
    const kind = `${field.role}:${field.owner ?? ""}`;
    const count = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, count);
    return count <= FIRST_OF_EACH_KIND || random() < OTHER_FIELDS / fields.length;
  });
}

/** Where the header is cut: everywhere, or at and just after each sampled field's start and end, plus a seeded draw. */
function cutLengths(fields: GgufField[], headerEnd: number, random: () => number): number[] {
  if (FULL) return Array.from({ length: headerEnd - 3 }, (_, i) => i + 4);
  const lengths = new Set<number>([4, headerEnd]);
  for (const { offset, width } of fields) for (const at of [offset, offset + 1, offset + width - 1, offset + width]) lengths.add(at);
  for (let i = 0; i < OTHER_CUTS; i++) lengths.add(4 + Math.floor(random() * (headerEnd - 3)));
  return [...lengths].filter((length) => length >= 4 && length <= headerEnd).sort((a, b) => a - b);
}

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

// The full run takes minutes on a busy machine: it gets a limit of its own (which only catches a
// hang); the sample keeps the unit project's.
describe("checkGgufFile over thousands of damaged copies of a real GGUF (seeded, deterministic)", () => {
  it("every copy passes or is refused with CorruptGgufError, and node-llama-cpp reads the ones that pass", async () => {
    const dir = tempDir();
    const original = fs.readFileSync(writeTinyModel(dir, "tiny.gguf"));
    const { fields, headerEnd } = ggufFields(original);
    const file = path.join(dir, "damaged.gguf");
    const random = seededRandom(11);
    const sampled = sampleFields(fields, seededRandom(12));
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

    // Cut the header past the magic (shorter files are NotGgufError, tested elsewhere); a cut at
    // headerEnd keeps the header whole but loses every tensor's data.
    const cut = path.join(dir, "cut.gguf");
    for (const length of cutLengths(sampled, headerEnd, seededRandom(13))) {
      fs.writeFileSync(cut, original.subarray(0, length));
      cases++;
      expect(await verdict(cut), `cut at ${length}`).not.toBe("passed");
    }
    // Counts, lengths, types and dimensions set to values near the limits of their width.
    for (const field of sampled) {
      for (const value of field.width === 8 ? HUGE_U64 : HUGE_U32) await judge(withField(original, field, value));
    }
    // Random bytes of the header replaced by random values.
    for (let i = 0; i < FLIPS; i++) {
      const bytes = Buffer.from(original);
      const flips = 1 + Math.floor(random() * 4);
      for (let f = 0; f < flips; f++) bytes[4 + Math.floor(random() * (headerEnd - 4))] = Math.floor(random() * 256);
      await judge(bytes);
    }
    expect(cases).toBeGreaterThan(FULL ? 20_000 : 1500);
    expect(passed.length).toBeGreaterThan(0);

    for (const bytes of passed) {
      fs.writeFileSync(file, bytes);
      const info = await readGgufFileInfo(file, { logWarnings: false, spliceSplitFiles: false });
      expect(info.infoEndOffset).toBeLessThanOrEqual(bytes.length);
    }
  }, FULL ? 30 * 60_000 : undefined);
});
