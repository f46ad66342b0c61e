import { beforeAll, describe, expect, it } from "vitest";
import type { ChatMessage } from "../../src-main/contract/llm.ts";
import type { LoadedModel } from "../../src-main/core/llm/engine/LoadedModel.ts";
import { STORIES_260K, sharedModelAvailable, useRuntime, writeTinyModel } from "../support/llmFixtures.ts";
import { tempDirForSuite } from "../support/tempDir.ts";

const runtime = useRuntime();
let tinyDir = "";
beforeAll(() => {
  tinyDir = tempDirForSuite("distillate-score-");
});

const models = [
  { name: "the suite's tiny random-weight model", available: true, file: () => writeTinyModel(tinyDir) },
  { name: "stories260K", available: sharedModelAvailable(STORIES_260K), file: () => STORIES_260K },
];

const context = "Once upon a time, there was a little girl named Lily. She loved to play outside in the park.";
const withContext: ChatMessage[] = [{ role: "user", content: `${context}\nWho loved to play outside?` }];
const withoutContext: ChatMessage[] = [{ role: "user", content: "Who loved to play outside?" }];
const answer = "Lily loved to play outside in the park.";

describe.each(models)("teacher-forced scoring on $name", ({ available, file }) => {
  let model: LoadedModel;
  beforeAll(async () => {
    if (available) model = await runtime().loadModel({ file: file() });
  });

  it.skipIf(!available)("gives the log-probability of an answer as the sum over its tokens, the same on every run", async () => {
    const generator = await model.createGenerator({ contextSize: 512 });
    const first = await generator.scoreAnswer({ messages: withContext, answer });
    const again = await generator.scoreAnswer({ messages: withContext, answer });
    expect(first.tokens.length).toBeGreaterThan(3);
    expect(first.tokens.map((t) => t.text).join("").trim()).toBe(answer);
    expect(first.logProb).toBeCloseTo(first.tokens.reduce((sum, t) => sum + t.logProb, 0), 10);
    expect(first.meanLogProb).toBeCloseTo(first.logProb / first.tokens.length, 10);
    for (const token of first.tokens) {
      expect(token.logProb).toBeLessThanOrEqual(0);
      expect(Number.isFinite(token.logProb)).toBe(true);
    }
    // The second run reads the prompt from the sequence's state instead of evaluating it again.
    expect(again.evaluatedPromptTokens).toBe(1);
    expect(again.logProb).toBe(first.logProb);
    expect(again.tokens).toEqual(first.tokens);

    const fresh = await model.createGenerator({ contextSize: 512 });
    expect((await fresh.scoreAnswer({ messages: withContext, answer })).logProb).toBe(first.logProb);
    await fresh.dispose();
    await generator.dispose();
  });

  it.skipIf(!available)("scores the same answer with and without the context (the perplexity-shift filter's two terms)", async () => {
    const generator = await model.createGenerator({ contextSize: 512, sequences: 2 });
    const [conditioned, bare] = await Promise.all([
      generator.scoreAnswer({ messages: withContext, answer }),
      generator.scoreAnswer({ messages: withoutContext, answer }),
    ]);
    expect(conditioned.tokens.map((t) => t.token)).toEqual(bare.tokens.map((t) => t.token));
    expect(conditioned.logProb).not.toBe(bare.logProb);
    await generator.dispose();
  });
});

describe.skipIf(!sharedModelAvailable(STORIES_260K))("scoring with a trained model (stories260K)", () => {
  it("finds a fluent continuation far likelier than scrambled words", async () => {
    const model = await runtime().loadModel({ file: STORIES_260K });
    const generator = await model.createGenerator({ contextSize: 512 });
    const fluent = await generator.scoreAnswer({ messages: withContext, answer });
    const scrambled = await generator.scoreAnswer({ messages: withContext, answer: "park the outside Lily in loved play to." });
    expect(fluent.logProb).toBeGreaterThan(scrambled.logProb + 5);
    await generator.dispose();
  });
});
