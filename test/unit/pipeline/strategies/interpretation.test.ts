// Interpretation of structured output: execute() against a hand-written GenerationPort that
// returns canned, schema-valid objects. This tests what each strategy does with a model's answer
// (negatives kept, the multi-hop rule, types, difficulty and evidence carried, tokens summed,
// the context policy recorded), not the model. Real inference is the run executor's test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLlama, type Llama, LlamaLogLevel } from "node-llama-cpp";
import { strategyTools } from "../../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import type { GenerationPort, StructuredRequest, StructuredResult } from "../../../../src-main/core/pipeline/ports.ts";
import type { TokenCounts } from "../../../../src-main/contract/tokens.ts";
import type { SynthesisConditions } from "../../../../src-main/contract/synthesisConditions.ts";
import { chemlitStrategy } from "../../../../src-main/core/pipeline/strategies/chemlit/chemlitStrategy.ts";
import { NOT_AVAILABLE } from "../../../../src-main/core/pipeline/strategies/chemlit/notAvailable.ts";
import { ChemlitSettingsSchema } from "../../../../src-main/core/pipeline/strategies/chemlit/settings.ts";
import { retchemStrategy } from "../../../../src-main/core/pipeline/strategies/retchem/retchemStrategy.ts";
import { RetchemSettingsSchema } from "../../../../src-main/core/pipeline/strategies/retchem/settings.ts";
import { sciqagStrategy } from "../../../../src-main/core/pipeline/strategies/sciqag/sciqagStrategy.ts";
import { SciqagSettingsSchema } from "../../../../src-main/core/pipeline/strategies/sciqag/settings.ts";
import { ContextTooSmallError } from "../../../../src-main/core/pipeline/strategies/shared/ContextTooSmallError.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";
import type { PlannedItem } from "../../../../src-main/core/pipeline/strategies/Strategy.ts";
import type { TextEmbedder } from "../../../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { tempDirForSuite } from "../../../support/tempDir.ts";
import { generatedPaper } from "./generatedPaper.ts";

let paper: PaperForGeneration;
let llama: Llama;

beforeAll(async () => {
  ({ paper } = await generatedPaper(tempDirForSuite()));
  llama = await getLlama({ gpu: false, maxThreads: 1, logLevel: LlamaLogLevel.error });
});
afterAll(async () => {
  await llama?.dispose();
});

/** Sentence `n` of passage `id`, as the paper has it. */
function sentence(id: number, n = 0): string {
  const p = paper.passages.find((x) => x.id === id)!;
  const [start, end] = p.sentences[n]!;
  return p.text.slice(start, end);
}

/** The id a request's prompt shows sentence `n` of passage `id` under ("[S12] The films..."). */
function idOf(request: StructuredRequest, id: number, n = 0): string {
  const text = sentence(id, n);
  const match = new RegExp(`\\[(S\\d+)\\] ${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`).exec(request.prompt);
  if (!match) throw new Error(`The prompt does not show sentence ${n} of passage ${id}: ${text}`);
  return match[1]!;
}

const GENERATED_PER_CALL = 100;

interface CannedPort extends GenerationPort {
  requests: StructuredRequest[];
  /** What the port reported, summed: what an item's tokens must add up to. */
  spent: TokenCounts;
}

/**
 * A GenerationPort that answers each request with `respond(request, n)` (n counts from 0), after
 * checking the canned object against the request's schema with node-llama-cpp's own validator:
 * what the strategy gets is something the grammar could really have produced. Tokens are a
 * character count / 4, and 100 generated per call.
 */
function cannedPort(respond: (request: StructuredRequest, n: number) => unknown, contextSize = 16_384): CannedPort {
  const requests: StructuredRequest[] = [];
  const spent = { prompt: 0, evaluated: 0, generated: 0 };
  const countTokens = (text: string) => Math.ceil(text.length / 4);
  return {
    requests,
    spent,
    contextSize,
    lanes: 1,
    model: { name: "canned", sha256: null, quantization: null },
    countTokens,
    async generate<T>(request: StructuredRequest): Promise<StructuredResult<T>> {
      const output = respond(request, requests.length);
      requests.push(request);
      const grammar = await llama.createGrammarForJsonSchema(request.schema as never);
      grammar.parse(JSON.stringify(output));
      const prompt = countTokens(request.system) + countTokens(request.prompt);
      const tokens = { prompt, evaluated: Math.round(prompt / 2), generated: GENERATED_PER_CALL };
      spent.prompt += tokens.prompt;
      spent.evaluated += tokens.evaluated;
      spent.generated += tokens.generated;
      return { output: output as T, tokens };
    },
  };
}

const schemaOf = (request: StructuredRequest) => request.schema as { properties: Record<string, Record<string, unknown> & { items?: { properties: Record<string, Record<string, unknown>> } }> };

/** The sentence ids a prompt shows, in order. */
const shownIds = (request: StructuredRequest) => [...request.prompt.matchAll(/\[(S\d+)\] /g)].map((m) => m[1]!);

/** The ids a request's schema lets the model cite (whatever the strategy calls the field). */
function evidenceEnum(request: StructuredRequest): string[] {
  const properties = schemaOf(request).properties;
  const qa = properties.qas?.items!.properties;
  // A multi-hop RetChemQA QA cites one id per hop.
  if (qa?.hops) return ((qa.hops.items as { properties: { sentence: { enum: string[] } } }).properties.sentence).enum;
  const field = qa ? qa.evidence! : properties.context!;
  return (field.items as { enum: string[] }).enum;
}

describe("SciQAG: interpretation of structured output", () => {
  const settings = SciqagSettingsSchema.parse({});
  const plan = (): PlannedItem => sciqagStrategy.plan(paper, settings, strategyTools)[0]!;
  const cannedQa = (i: number, keyphrases: string[], evidence: string[] = ["S1"]) => ({
    topics: [keyphrases[i % keyphrases.length]!],
    question: `How does property ${i} of yttria-stabilised zirconia films change with thickness?`,
    evidence,
    answer: `It changes in way ${i}.`,
    difficulty: (["easy", "medium", "hard"] as const)[i % 3],
  });

  it("turns the 10 QAs into GeneratedQas with difficulty, the cited sentences and the keyphrases used, and records the whole paper as context", async () => {
    const item = plan();
    const keyphrases = item.scope.keyphrases as string[];
    // Cited out of order and twice: the QA gets each sentence once, in the paper's order.
    const port = cannedPort((request) => ({ qas: Array.from({ length: 10 }, (_, i) => cannedQa(i, keyphrases, [idOf(request, 14, 1), idOf(request, 9, 0), idOf(request, 14, 1)])) }));
    const result = await sciqagStrategy.execute(item, paper, settings, port);

    expect(port.requests).toHaveLength(1);
    const request = port.requests[0]!;
    expect(request.temperature).toBe(0.6);
    expect(request.maxTokens).toBe(3072);
    expect(schemaOf(request).properties.qas).toMatchObject({ minItems: 10, maxItems: 10 });
    for (const k of keyphrases) expect(request.prompt).toContain(k);
    expect(request.prompt).toContain(paper.title!);
    expect(request.prompt).toContain(sentence(14, 1));
    expect(request.prompt).not.toContain("We thank the staff");
    expect(request.prompt).not.toMatch(/too long to show at once/);

    expect(result.qas).toHaveLength(10);
    expect(result.tokens).toEqual(port.spent);
    const third = result.qas[2]!;
    expect(third).toMatchObject({ type: null, hop: null, negative: false, difficulty: "hard", question: cannedQa(2, keyphrases).question });
    expect(third.evidenceQuotes).toEqual([sentence(9, 0), sentence(14, 1)]);
    expect(third.labels).toEqual({ keyphrases: [keyphrases[2]], paperKeyphrases: keyphrases });
    expect(third.context).toMatchObject({ policy: "whole-paper", omittedSections: [] });
    expect(third.context.includedSections).toEqual(expect.arrayContaining(["Introduction", "Results", "Discussion"]));
    expect(result.evidenceScope).toEqual(paper.passages.filter((p) => p.id !== 20).map((p) => p.id));
  });

  it("drops QAs whose question or answer is a placeholder, and asks for the configured number of QAs", async () => {
    const few = SciqagSettingsSchema.parse({ qaPerPaper: 3 });
    const item = plan();
    const keyphrases = item.scope.keyphrases as string[];
    const port = cannedPort(() => ({ qas: [cannedQa(0, keyphrases), { ...cannedQa(1, keyphrases), answer: "N/A" }, cannedQa(2, keyphrases)] }));
    const result = await sciqagStrategy.execute(item, paper, few, port);
    expect(schemaOf(port.requests[0]!).properties.qas).toMatchObject({ minItems: 3, maxItems: 3 });
    expect(result.qas.map((q) => q.answer)).toEqual(["It changes in way 0.", "It changes in way 2."]);
    // The shortfall is said, for the run view.
    expect(result.reason).toEqual({ code: "placeholders", message: "1 of the 3 QAs the model wrote held only placeholder text and were left out" });
  });

  it("reads a paper longer than the context group by group of sections, and records what each QA was written from", async () => {
    const item = plan();
    const keyphrases = item.scope.keyphrases as string[];
    const count = (request: StructuredRequest) => schemaOf(request).properties.qas!.maxItems as number;
    const port = cannedPort((request) => ({ qas: Array.from({ length: count(request) }, (_, i) => cannedQa(i, keyphrases, [shownIds(request)[0]!])) }), 3000);
    const result = await sciqagStrategy.execute(item, paper, settings, port);
    expect(port.requests.length).toBeGreaterThan(1);
    // The ten QAs are shared among the groups, and every request fits the context.
    expect(port.requests.map(count).reduce((a, b) => a + b, 0)).toBe(10);
    for (const request of port.requests) {
      expect(request.maxTokens).toBe(1500);
      expect(port.countTokens(request.system) + port.countTokens(request.prompt) + request.maxTokens!).toBeLessThanOrEqual(3000);
      // Each group numbers its sentences from 1, and its schema offers exactly those ids.
      expect(shownIds(request)[0]).toBe("S1");
      expect(evidenceEnum(request)).toEqual(shownIds(request));
      expect(request.prompt).toContain(paper.title!);
      // The model is told it sees one part, which, and to ask about that part.
      expect(request.prompt).toMatch(new RegExp(`part ${port.requests.indexOf(request) + 1} of ${port.requests.length} of its body \\(.+\\)\\. Ask only about what this part says`));
    }
    // Every paragraph of the body (all but the acknowledgements) was read in exactly one request.
    const body = paper.passages.filter((p) => p.id !== 20);
    for (const p of body) {
      const first = p.sentences.length > 0 ? p.text.slice(...p.sentences[0]!) : p.text;
      expect(port.requests.filter((r) => r.prompt.includes(first)).length, `passage ${p.id}`).toBe(1);
    }
    expect([...result.evidenceScope!].sort((a, b) => a - b)).toEqual(body.map((p) => p.id));
    expect(result.tokens).toEqual(port.spent);
    // Each QA says which group it came from and which paragraphs that group held; nothing was left out.
    const contexts = result.qas.map((q) => q.context as { policy: string; group: number; groups: number; includedSections: string[]; omittedSections: string[]; passageIds: number[] });
    expect(new Set(contexts.map((c) => c.group))).toEqual(new Set(port.requests.map((_, i) => i + 1)));
    for (const c of contexts) {
      expect(c).toMatchObject({ policy: "section-groups", groups: port.requests.length, omittedSections: [] });
      expect(c.includedSections.length).toBeGreaterThan(0);
    }
    // A section too long for one group is read in parts, each named so.
    const named = contexts.flatMap((c) => c.includedSections);
    expect(named.map((name) => name.replace(/ \(part \d+ of \d+\)$/, ""))).toEqual(expect.arrayContaining(["Introduction", "Results", "Discussion"]));
    const seen = new Set(contexts.flatMap((c) => c.passageIds));
    expect([...seen].sort((a, b) => a - b)).toEqual(body.map((p) => p.id));
  });

  it("refuses, with a named error, a context too small to hold any useful part of the paper", async () => {
    const port = cannedPort(() => ({ qas: [] }), 1200);
    await expect(sciqagStrategy.execute(plan(), paper, settings, port)).rejects.toBeInstanceOf(ContextTooSmallError);
    await expect(sciqagStrategy.execute(plan(), paper, settings, port)).rejects.toThrow(/Raise "Context size", or lower "Output tokens"/);
    expect(port.requests).toHaveLength(0);
  });

  it("at the model's largest context, advises what can help instead of raising the context", async () => {
    // The same 1,200 tokens, now all the model was trained for: "Raise Context size" cannot help.
    const port = { ...cannedPort(() => ({ qas: [] }), 1200), maxContextSize: 1200 };
    const error = await sciqagStrategy.execute(plan(), paper, settings, port).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error).toBeInstanceOf(ContextTooSmallError);
    expect(error!.message).not.toMatch(/Raise/);
    expect(error!.message).toMatch(/This model's context \(at most 1,200 tokens\) cannot hold the instructions.*(?:lower "Output tokens" to [\d,]+ or fewer|at its least \(256\)).*pick a model with a longer context\./);
  });
});

describe("ChemLit-QA: interpretation of structured output", () => {
  // Paired negatives add a call of their own, tested on their own below.
  const settings = ChemlitSettingsSchema.parse({ pairedNegatives: false });
  // Chunk 4 is the first chunk of the Results: passages 9, 10 and 11.
  const item = (s = settings) => chemlitStrategy.plan(paper, s, strategyTools).find((i) => i.itemKey === "chunk:4")!;
  /** The chunk as the prompt shows it, without its sentence ids. */
  const chunkOf = (request: StructuredRequest) => request.prompt.split('"""')[1]!.trim().replace(/\[S\d+\] /g, "");
  const typeAsked = (request: StructuredRequest) => /write one (\w+) question/.exec(request.prompt)?.[1];
  const qa = (request: StructuredRequest, type: string, extra: Record<string, unknown> = {}) => ({
    reasoning: `The text gives a ${type} point about the films.`,
    question: `Which ${type} question about the YSZ films is this?`,
    answer: `The ${type} answer.`,
    context: [idOf(request, 10, 0), idOf(request, 9, 1)],
    answerable: true,
    difficulty: "medium",
    ...extra,
  });

  it("a chunk judged not useful gives no QAs, but the check's tokens are counted", async () => {
    const port = cannedPort(() => ({ reason: "Only a list of instruments.", useful: false, reasoningTypes: ["causal"] }));
    const result = await chemlitStrategy.execute(item(), paper, settings, port);
    expect(port.requests).toHaveLength(1);
    expect(result.qas).toEqual([]);
    expect(result.reason).toEqual({ code: "not-useful", message: 'the usefulness check judged this chunk to hold nothing worth asking (the model said: "Only a list of instruments.")' });
    expect(result.tokens).toEqual(port.spent);
    expect(result.tokens.generated).toBe(GENERATED_PER_CALL);
  });

  it("generates one QA per supported type, carrying type, difficulty, context sentences and the similar chunks", async () => {
    const port = cannedPort((request, n) =>
      n === 0
        ? { reason: "Conductivity results with explanations.", useful: true, reasoningTypes: ["causal", "comparative", "causal"] }
        : qa(request, typeAsked(request)!, { difficulty: typeAsked(request) === "causal" ? "hard" : "easy" }),
    );
    const planned = item();
    const result = await chemlitStrategy.execute(planned, paper, settings, port);

    // The check, then the types in the method's order, each exactly once.
    expect(port.requests.map(typeAsked)).toEqual([undefined, "comparative", "causal"]);
    const chunk = strategyTools.chunks(paper)[4]!;
    for (const request of port.requests) expect(chunkOf(request)).toBe(chunk.text);
    expect(result.tokens).toEqual(port.spent);
    expect(result.tokens.generated).toBe(3 * GENERATED_PER_CALL);
    expect(result.evidenceScope).toEqual([9, 10, 11]);

    expect(result.qas.map((q) => [q.type, q.difficulty, q.hop, q.negative])).toEqual([
      ["comparative", "easy", "single", false],
      ["causal", "hard", "single", false],
    ]);
    const first = result.qas[0]!;
    expect(first.evidenceQuotes).toEqual([sentence(9, 1), sentence(10, 0)]);
    // The reasoning the model wrote before the QA is kept with it.
    expect(first.labels).toEqual({ reasoningType: "comparative", reasoning: "The text gives a comparative point about the films.", answerable: true });
    const similar = (planned.scope.similar as { chunk: number }[]).map((s) => s.chunk);
    const chunks = strategyTools.chunks(paper);
    expect(first.context).toMatchObject({
      sourceChunk: 4,
      sourceSegments: planned.scope.segments,
      passageIds: [9, 10, 11],
      similarBy: "bm25",
      usefulness: "Conductivity results with explanations.",
      similarChunks: similar.map((i) => expect.objectContaining({ chunk: i, preview: chunks[i]!.text.slice(0, 200) })),
    });
  });

  it("keeps 'not answerable from the context' outputs as labelled negatives, or drops them when told to", async () => {
    const respond = (request: StructuredRequest, n: number) =>
      n === 0 ? { reason: "Results.", useful: true, reasoningTypes: ["predictive", "explanatory"] } : qa(request, typeAsked(request)!, { answerable: typeAsked(request) !== "predictive", answer: "A guess the chunk does not support." });
    const result = await chemlitStrategy.execute(item(), paper, settings, cannedPort(respond));
    const negative = result.qas.find((q) => q.type === "predictive")!;
    expect(negative).toMatchObject({ negative: true, answer: NOT_AVAILABLE });
    expect(negative.labels).toEqual({ reasoningType: "predictive", reasoning: "The text gives a predictive point about the films.", answerable: false, negativeKind: "model-marked", modelAnswer: "A guess the chunk does not support." });
    expect(negative.evidenceQuotes).toHaveLength(2);
    expect(result.qas.find((q) => q.type === "explanatory")).toMatchObject({ negative: false, answer: "A guess the chunk does not support." });

    const noNegatives = ChemlitSettingsSchema.parse({ keepNegatives: false, pairedNegatives: false });
    const kept = await chemlitStrategy.execute(item(noNegatives), paper, noNegatives, cannedPort(respond));
    expect(kept.qas.map((q) => q.type)).toEqual(["explanatory"]);
    // Every question unanswerable and negatives off: nothing, and the setting is named as the form shows it.
    const allNegative = (request: StructuredRequest, n: number) => (n === 0 ? { reason: "Results.", useful: true, reasoningTypes: ["predictive"] } : qa(request, "predictive", { answerable: false }));
    const none = await chemlitStrategy.execute(item(noNegatives), paper, noNegatives, cannedPort(allNegative));
    expect(none.qas).toEqual([]);
    expect(none.reason).toEqual({ code: "negatives-not-kept", message: 'the model marked its question as not answerable from the chunk, and "Keep negatives" is off' });
  });

  it("offers only the configured types, skips a type the model could not fill, and rates difficulty in a call of its own when set to", async () => {
    const s = ChemlitSettingsSchema.parse({ reasoningTypes: ["causal", "procedural"], difficulty: "separate", pairedNegatives: false });
    const port = cannedPort((request, n) => {
      if (n === 0) return { reason: "Results.", useful: true, reasoningTypes: ["procedural", "causal"] };
      if (/Task: rate how hard/.test(request.prompt)) return { difficulty: "hard" };
      const { difficulty: _, ...withoutDifficulty } = qa(request, typeAsked(request)!);
      return typeAsked(request) === "procedural" ? { ...withoutDifficulty, question: "NaN", answer: "NaN", context: [] } : withoutDifficulty;
    });
    const result = await chemlitStrategy.execute(item(s), paper, s, port);
    expect(schemaOf(port.requests[0]!).properties.reasoningTypes).toMatchObject({ items: { enum: ["causal", "procedural"] } });
    expect(port.requests[0]!.prompt).not.toMatch(/- comparative:/);
    // check, causal QA, its difficulty, procedural QA (a placeholder: no difficulty call).
    expect(port.requests).toHaveLength(4);
    expect(schemaOf(port.requests[1]!).properties.difficulty).toBeUndefined();
    expect(port.requests[2]!.prompt).toContain("Which causal question about the YSZ films is this?");
    expect(result.qas.map((q) => [q.type, q.difficulty])).toEqual([["causal", "hard"]]);
    expect(result.tokens).toEqual(port.spent);
  });
  const isPairedCheck = (request: StructuredRequest) => /Task: decide whether the text above, and nothing else/.test(request.prompt);

  it("puts the chunk's first question to its most similar chunk and keeps it as a negative when that chunk does not answer it", async () => {
    const s = ChemlitSettingsSchema.parse({ reasoningTypes: ["causal"] });
    const planned = item(s);
    const respond = (inContext: boolean) => (request: StructuredRequest, n: number) =>
      n === 0 ? { reason: "Results.", useful: true, reasoningTypes: ["causal"] } : isPairedCheck(request) ? { reasoning: "That text is about sample preparation.", inContext } : qa(request, "causal");
    const port = cannedPort(respond(false));
    const result = await chemlitStrategy.execute(planned, paper, s, port);
    expect(port.requests).toHaveLength(3);
    const nearest = (planned.scope.similar as { chunk: number; segments: [number, number, number][] }[])[0]!;
    // The check shows the most similar chunk, not the question's own.
    expect(chunkOf(port.requests[2]!)).toBe(strategyTools.chunks(paper)[nearest.chunk]!.text);
    expect(port.requests[2]!.prompt).toContain("Which causal question about the YSZ films is this?");
    expect(result.qas.map((q) => q.negative)).toEqual([false, true]);
    const negative = result.qas[1]!;
    expect(negative).toMatchObject({ question: result.qas[0]!.question, answer: NOT_AVAILABLE, evidenceQuotes: [], hop: "single", type: "causal" });
    expect(negative.labels).toMatchObject({ negativeKind: "paired-context", reasoning: "That text is about sample preparation." });
    expect(negative.context).toMatchObject({ sourceChunk: 4, pairedChunk: { chunk: nearest.chunk, segments: nearest.segments } });
    expect(result.tokens).toEqual(port.spent);

    // When the similar chunk does answer it, no negative: the pair would be another positive.
    const answered = await chemlitStrategy.execute(planned, paper, s, cannedPort(respond(true)));
    expect(answered.qas.map((q) => q.negative)).toEqual([false]);
  });

  it("ranks similar chunks with the run's embedding model when it has one, and records which ranking it used", async () => {
    const s = ChemlitSettingsSchema.parse({ reasoningTypes: ["causal"], pairedNegatives: false, similarChunks: 2 });
    const chunks = strategyTools.chunks(paper);
    // An embedder that puts chunk 4 next to the last two chunks and far from every other.
    const last = [chunks.length - 1, chunks.length - 2];
    const embedder: TextEmbedder = {
      kind: "embedding-model",
      embed: async (texts) => texts.map((t) => (t === chunks[4]!.text ? [1, 0] : t === chunks[last[0]!]!.text ? [0.99, 0.141] : t === chunks[last[1]!]!.text ? [0.9, 0.436] : [0, 1])),
      dispose: async () => undefined,
    };
    const respond = (request: StructuredRequest, n: number) => (n === 0 ? { reason: "Results.", useful: true, reasoningTypes: ["causal"] } : qa(request, "causal"));
    const result = await chemlitStrategy.execute(item(s), paper, s, cannedPort(respond), undefined, { embedder });
    expect(result.qas[0]!.context).toMatchObject({ similarBy: "embeddings", similarChunks: last.map((chunk) => expect.objectContaining({ chunk })) });
    // Word vectors are not an embedding model: BM25 ranks then, as planned.
    const words: TextEmbedder = { ...embedder, kind: "word-vectors" };
    const planned = item(s);
    const lexical = await chemlitStrategy.execute(planned, paper, s, cannedPort(respond), undefined, { embedder: words });
    expect(lexical.qas[0]!.context).toMatchObject({ similarBy: "bm25", similarChunks: (planned.scope.similar as { chunk: number }[]).map((c) => expect.objectContaining({ chunk: c.chunk })) });
  });

  it("writes a multi-hop QA through the bridge entity, citing sentences of both chunks, numbered on from one chunk to the next", async () => {
    const s = ChemlitSettingsSchema.parse({});
    const bridge = chemlitStrategy.plan(paper, s, strategyTools).find((i) => i.kind === "bridge")!;
    const [a, b] = bridge.scope.pair as { chunk: number }[];
    const chunks = strategyTools.chunks(paper);
    const port = cannedPort((request) => {
      const props = schemaOf(request).properties;
      const idsA = (props.contextA!.items as unknown as { enum: string[] }).enum;
      const idsB = (props.contextB!.items as unknown as { enum: string[] }).enum;
      return { reasoning: "Passage A names the film; passage B gives its conductivity.", question: "How conductive is the film grown on the substrate?", answer: "Very.", contextA: [idsA[0]], contextB: [idsB.at(-1)], difficulty: "hard" };
    });
    const result = await chemlitStrategy.execute(bridge, paper, s, port);
    expect(port.requests).toHaveLength(1);
    const request = port.requests[0]!;
    expect(request.prompt).toContain(`both passages mention "${String(bridge.scope.entity)}"`);
    const ids = shownIds(request);
    expect(ids).toEqual(ids.map((_, i) => `S${i + 1}`));
    const [textA, textB] = request.prompt.split('"""').filter((_, i) => i % 2 === 1).map((t) => t.trim().replace(/\[S\d+\] /g, ""));
    expect(textA).toBe(chunks[a!.chunk]!.text);
    expect(textB).toBe(chunks[b!.chunk]!.text);
    expect(result.qas).toHaveLength(1);
    const multi = result.qas[0]!;
    expect(multi).toMatchObject({ hop: "multi", type: "multi-hop", negative: false, difficulty: "hard" });
    expect(multi.labels).toEqual({ bridgeEntity: bridge.scope.entity, reasoning: "Passage A names the film; passage B gives its conductivity.", bridgedChunks: [a!.chunk, b!.chunk] });
    // One sentence from each chunk, in reading order.
    expect(multi.evidenceQuotes).toHaveLength(2);
    expect(chunks[a!.chunk]!.text).toContain(multi.evidenceQuotes[0]!);
    expect(chunks[b!.chunk]!.text).toContain(multi.evidenceQuotes[1]!);
    expect(result.evidenceScope).toEqual([...new Set([...chunks[a!.chunk]!.segments, ...chunks[b!.chunk]!.segments].map((g) => g.passageId))]);
  });
});

describe("RetChemQA: interpretation of structured output", () => {
  const itemFor = (settings: ReturnType<typeof RetchemSettingsSchema.parse>, key: string) => retchemStrategy.plan(paper, settings, strategyTools).find((i) => i.itemKey === key)!;
  const factual = (i: number, evidence: string[], extra: Record<string, unknown> = {}) => ({
    question: `What is fact number ${i} about the YSZ films?`,
    evidence,
    answer: `Fact ${i}.`,
    difficulty: "easy",
    ...extra,
  });

  it("single-hop factual: the planned count, type, hop, difficulty and evidence, at temperature 0 by default", async () => {
    const settings = RetchemSettingsSchema.parse({});
    const port = cannedPort((request) => ({ qas: Array.from({ length: 6 }, (_, i) => factual(i, [idOf(request, 7, 0)], { difficulty: i === 5 ? "hard" : "easy" })) }));
    const result = await retchemStrategy.execute(itemFor(settings, "single:factual"), paper, settings, port);
    const request = port.requests[0]!;
    expect(request.temperature).toBe(0);
    expect(schemaOf(request).properties.qas).toMatchObject({ minItems: 6, maxItems: 6 });
    expect(schemaOf(request).properties.qas!.items!.properties.evidence).toMatchObject({ minItems: 1, maxItems: 3 });
    expect(request.prompt).toMatch(/exactly 6 single-hop factual/);
    expect(result.qas).toHaveLength(6);
    expect(result.qas[5]).toMatchObject({ type: "factual", hop: "single", difficulty: "hard", negative: false, answer: "Fact 5.", evidenceQuotes: [sentence(7, 0)], labels: { questionType: "factual" } });
    expect(result.qas[0]!.context).toMatchObject({ policy: "whole-paper" });
    expect(result.tokens).toEqual(port.spent);
  });

  it("true-false: the answer is True or False plus its one-sentence justification, and the question reads 'True or false: ...'", async () => {
    const settings = RetchemSettingsSchema.parse({ trueFalse: 3 });
    const port = cannedPort((request) => ({
      qas: [
        { question: "True or False: the films were grown on sapphire.", evidence: [idOf(request, 5, 0)], verdict: "True", justification: "The films were deposited on sapphire substrates.", difficulty: "easy" },
        { question: "The activation energy increases as the films get thinner.", evidence: [idOf(request, 9, 0)], verdict: "False", justification: "False, it decreases with decreasing thickness.", difficulty: "medium" },
        { question: "True or false: add more questions as needed", evidence: [idOf(request, 9, 0)], verdict: "True", justification: "n/a", difficulty: "easy" },
      ],
    }));
    const result = await retchemStrategy.execute(itemFor(settings, "single:true-false"), paper, settings, port);
    expect(result.qas.map((q) => [q.question, q.answer, q.labels.truthValue])).toEqual([
      ["True or false: the films were grown on sapphire.", "True. The films were deposited on sapphire substrates.", "True"],
      ["True or false: The activation energy increases as the films get thinner.", "False. it decreases with decreasing thickness.", "False"],
    ]);
    expect(result.qas.every((q) => q.type === "true-false")).toBe(true);
    // A placeholder is dropped and, in single-hop mode, not asked for again.
    expect(port.requests).toHaveLength(1);
  });

  it("names its items for people", () => {
    const settings = RetchemSettingsSchema.parse({ hop: "multi" });
    expect(retchemStrategy.plan(paper, settings, strategyTools).map((i) => retchemStrategy.itemLabel(i))).toEqual(["Factual questions (multi-hop)", "Reasoning questions (multi-hop)", "True-or-false questions (multi-hop)", "Synthesis conditions"]);
    const chunks = chemlitStrategy.plan(paper, ChemlitSettingsSchema.parse({}), strategyTools);
    expect(chemlitStrategy.itemLabel(chunks[0]!)).toMatch(/^Chunk \d+ of \d+$/);
    expect(sciqagStrategy.itemLabel(sciqagStrategy.plan(paper, SciqagSettingsSchema.parse({}), strategyTools)[0]!)).toBe("Whole paper");
  });

  /** A multi-hop QA citing sentence `n` of each paragraph in `at`, with what each adds and how they combine. */
  const multi = (request: StructuredRequest, i: number, at: [number, number][], answer: string) => ({
    question: `What is fact number ${i} about the YSZ films?`,
    hops: at.map(([id, n]) => ({ sentence: idOf(request, id, n), contributes: `part of fact ${i}` })),
    reasoning: `Both parts together give fact ${i}.`,
    answer,
    difficulty: "medium",
  });

  it("multi-hop: each QA names its places and how they combine, and is kept only when two cited paragraphs each add something of their own; the rest are asked for once more", async () => {
    const settings = RetchemSettingsSchema.parse({ hop: "multi", factual: 3 });
    const port = cannedPort((request, n) =>
      n === 0
        ? {
            qas: [
              multi(request, 1, [[12, 0], [5, 0]], "The grain arcs separate only below 700 K, while the targets were sintered at 1773 K."),
              multi(request, 2, [[9, 0], [9, 1]], "The films are dense and strained by 0.4 %."), // one paragraph: one place
              multi(request, 3, [[14, 0], [5, 0]], "Activation energy and grain size show opposite trends."), // the second place adds nothing
            ],
          }
        : {
            qas: [
              multi(request, 4, [[1, 0], [19, 0]], "YSZ is the reference electrolyte of solid oxide fuel cells, and the conductivity of its films rises as they get thinner."),
              multi(request, 5, [[3, 0], [3, 1]], "The films were measured by impedance spectroscopy."),
            ],
          },
    );
    const result = await retchemStrategy.execute(itemFor(settings, "multi:factual"), paper, settings, port);

    expect(port.requests).toHaveLength(2);
    const [first, second] = port.requests;
    expect(first!.system).toMatch(/multi-hop/);
    const qaSchema = schemaOf(first!).properties.qas!.items!.properties;
    expect(qaSchema.hops).toMatchObject({ minItems: 2, maxItems: 3 });
    expect(Object.keys(qaSchema)).toEqual(["question", "hops", "reasoning", "answer", "difficulty"]);
    expect(schemaOf(second!).properties.qas).toMatchObject({ minItems: 2, maxItems: 2 });
    expect(second!.prompt).toMatch(/2 earlier factual question\(s\) were rejected because fewer than 2 of the paragraphs they cited added something of their own/);
    expect(second!.prompt).toContain("What is fact number 1 about the YSZ films?");
    // Same system message and paper prefix: the engine reuses the evaluated paper.
    expect(second!.system).toBe(first!.system);
    expect(second!.prompt.slice(0, first!.prompt.indexOf("Task:"))).toBe(first!.prompt.slice(0, first!.prompt.indexOf("Task:")));

    expect(result.qas.map((q) => q.question)).toEqual(["What is fact number 1 about the YSZ films?", "What is fact number 4 about the YSZ films?"]);
    expect(result.qas.every((q) => q.hop === "multi" && q.evidenceQuotes.length === 2)).toBe(true);
    expect(result.qas[0]!.evidenceQuotes).toEqual([sentence(5, 0), sentence(12, 0)]);
    expect(result.qas[0]!.labels).toMatchObject({ reasoning: "Both parts together give fact 1.", hops: [{ contributes: "part of fact 1" }, { contributes: "part of fact 1" }] });
    const check = result.qas[0]!.labels.hopCheck as { places: number; contributing: number; passed: boolean; round: number; perPlace: { paragraph: number; contributes: string[] }[] };
    expect(check).toMatchObject({ places: 2, contributing: 2, required: 2, passed: true, round: 1 });
    expect(check.perPlace.map((p) => p.paragraph)).toEqual([5, 12]);
    expect(check.perPlace[0]!.contributes).toEqual(expect.arrayContaining(["1773", "targets"]));
    expect(check.perPlace[1]!.contributes).toEqual(expect.arrayContaining(["700", "arcs"]));
    expect(result.qas[1]!.labels.hopCheck).toMatchObject({ places: 2, contributing: 2, round: 2 });
    const dropped = result.qas[0]!.labels.droppedForTooFewPlaces as { question: string; places: number; contributing: number; round: number; reason: string }[];
    expect(dropped.map((d) => [d.question, d.places, d.contributing, d.round])).toEqual([
      ["What is fact number 2 about the YSZ films?", 1, 1, 1],
      ["What is fact number 3 about the YSZ films?", 2, 1, 1],
      ["What is fact number 5 about the YSZ films?", 1, 1, 2],
    ]);
    expect(dropped[1]!.reason).toBe("1 of 2 cited paragraph(s) added something of their own to the answer, 2 required");
    expect(result.reason).toEqual({ code: "multi-hop-check", message: "3 of the 5 QAs the model wrote, in 2 requests, were rejected by the multi-hop check (1 cited paragraph adding something of its own, 2 required)" });
    expect(result.tokens).toEqual(port.spent);
    expect(result.tokens.generated).toBe(2 * GENERATED_PER_CALL);
  });

  it("multi-hop with retries off: a failing QA is dropped and nothing is asked again", async () => {
    const settings = RetchemSettingsSchema.parse({ hop: "multi", reasoning: 2, multiHopRetries: 0 });
    const port = cannedPort((request) => ({
      qas: [multi(request, 1, [[5, 0], [12, 0]], "Targets sintered at 1773 K; arcs separate below 700 K."), multi(request, 2, [[9, 0], [9, 1]], "Dense films.")],
    }));
    const result = await retchemStrategy.execute(itemFor(settings, "multi:reasoning"), paper, settings, port);
    expect(port.requests).toHaveLength(1);
    expect(result.qas.map((q) => [q.type, q.question])).toEqual([["reasoning", "What is fact number 1 about the YSZ films?"]]);
  });

  it("synthesis conditions: values tied to their sentences, numbers checked against them, stored through the run and no QAs", async () => {
    const settings = RetchemSettingsSchema.parse({});
    const saved: unknown[] = [];
    const port = cannedPort((request) => ({
      reportsSynthesis: true,
      materials: [
        {
          material: "8 mol% YSZ target",
          reagents: [{ name: "YSZ powder", amount: "8 mol%", sentences: [idOf(request, 5, 0)] }],
          solvents: [{ name: "ethanol", amount: "", sentences: [idOf(request, 5, 1)] }],
          temperatures: [{ value: "1773 K", sentences: [idOf(request, 5, 0)] }, { value: "1900 K", sentences: [idOf(request, 5, 0)] }],
          times: [{ value: "10 h", sentences: [idOf(request, 5, 0)] }],
          steps: [{ value: "uniaxial pressing at 50 MPa", sentences: [idOf(request, 5, 0)] }, { value: "N/A", sentences: [idOf(request, 5, 0)] }],
        },
        { material: "N/A", reagents: [], solvents: [], temperatures: [], times: [], steps: [] },
      ],
    }));
    const item = itemFor(settings, "synthesis");
    const result = await retchemStrategy.execute(item, paper, settings, port, undefined, { embedder: undefined as never, syntheses: { save: (_id, c) => saved.push(c) } });
    expect(result.qas).toEqual([]);
    expect(result.reason).toEqual({ code: "synthesis-extracted", message: "synthesis conditions of 1 material extracted (8 mol% YSZ target), kept with the paper rather than as QAs" });
    expect(Object.keys(schemaOf(port.requests[0]!).properties)).toEqual(["reportsSynthesis", "materials"]);
    expect(saved).toHaveLength(1);
    const stored = saved[0] as SynthesisConditions;
    expect(stored).toMatchObject({ reported: true, leftOut: 1, promptVersion: "retchem@4", policy: "whole-paper" });
    const [material] = stored.materials;
    expect(material!.reagents[0]).toMatchObject({ name: "YSZ powder", amount: "8 mol%", inEvidence: true });
    expect(material!.solvents[0]).toMatchObject({ name: "ethanol", amount: null, inEvidence: true });
    // The evidence is the stored sentence at its exact offsets.
    const target = paper.passages.find((p) => p.id === 5)!;
    const [evidence] = material!.temperatures[0]!.evidence;
    expect(evidence).toEqual({ passageId: 5, start: target.sentences[0]![0], end: target.sentences[0]![1], text: sentence(5, 0) });
    expect(target.text.slice(evidence!.start, evidence!.end)).toBe(evidence!.text);
    // A value whose number the cited sentence does not state is flagged, not silently trusted.
    expect(material!.temperatures.map((t) => [t.value, t.inEvidence])).toEqual([["1773 K", true], ["1900 K", false]]);
    expect(material!.steps.map((s) => s.value)).toEqual(["uniaxial pressing at 50 MPa"]);
  });

  it("synthesis conditions: a paper the model says reports none is stored as 'none reported', with no values", async () => {
    const settings = RetchemSettingsSchema.parse({});
    const saved: { reported: boolean; materials: unknown[] }[] = [];
    const port = cannedPort(() => ({ reportsSynthesis: false, materials: [{ material: "YSZ", reagents: [], solvents: [], temperatures: [], times: [], steps: [] }] }));
    const result = await retchemStrategy.execute(itemFor(settings, "synthesis"), paper, settings, port, undefined, { embedder: undefined as never, syntheses: { save: (_id, c) => saved.push(c) } });
    expect(saved).toEqual([expect.objectContaining({ reported: false, materials: [] })]);
    expect(result.reason).toMatchObject({ code: "no-synthesis-reported", message: expect.stringMatching(/none reported/) });
  });
});

describe("evidence cited by sentence id", () => {
  /** Each "[Sn] text" of a prompt: the text runs to the next marker or the end of the line. */
  const marked = (request: StructuredRequest) => [...request.prompt.matchAll(/\[(S\d+)\] ([^\n]*?)(?= \[S\d+\] |\n|$)/g)].map((m) => ({ id: m[1]!, text: m[2]!.trim() }));
  const stored = () => new Set(paper.passages.flatMap((p) => p.sentences.map(([s, e]) => p.text.slice(s, e))));
  /** Cites the last sentence shown, wherever a request asks for evidence. */
  const citeLast = (request: StructuredRequest) => [shownIds(request).at(-1)!];

  const strategies = [
    {
      name: "sciqag",
      run: async () => {
        const settings = SciqagSettingsSchema.parse({ qaPerPaper: 1 });
        const item = sciqagStrategy.plan(paper, settings, strategyTools)[0]!;
        const keyphrases = item.scope.keyphrases as string[];
        const port = cannedPort((request) => ({ qas: [{ topics: [keyphrases[0]!], question: "How thick were the zirconia films?", evidence: citeLast(request), answer: "Thin.", difficulty: "easy" }] }));
        return { port, result: await sciqagStrategy.execute(item, paper, settings, port) };
      },
    },
    {
      name: "chemlit",
      run: async () => {
        const settings = ChemlitSettingsSchema.parse({ reasoningTypes: ["causal"], pairedNegatives: false });
        const item = chemlitStrategy.plan(paper, settings, strategyTools).find((i) => i.itemKey === "chunk:4")!;
        const port = cannedPort((request, n) =>
          n === 0 ? { reason: "Results.", useful: true, reasoningTypes: ["causal"] } : { reasoning: "A cause is given.", question: "Why does conductivity rise?", answer: "Because.", context: citeLast(request), answerable: true, difficulty: "easy" },
        );
        return { port, result: await chemlitStrategy.execute(item, paper, settings, port) };
      },
    },
    ...(["single", "multi"] as const).map((hop) => ({
      name: `retchem ${hop}-hop`,
      run: async () => {
        const settings = RetchemSettingsSchema.parse({ hop, factual: 1 });
        const item = retchemStrategy.plan(paper, settings, strategyTools).find((i) => i.itemKey === `${hop}:factual`)!;
        // Cites the first and the last sentence shown; the multi-hop answer uses a number from each.
        const ids = (request: StructuredRequest) => [shownIds(request)[0]!, ...citeLast(request)];
        const port = cannedPort((request) =>
          hop === "single"
            ? { qas: [{ question: "What is the film thickness range?", evidence: ids(request), answer: "A range.", difficulty: "easy" }] }
            : {
                qas: [
                  {
                    question: "What is the film thickness range?",
                    hops: ids(request).map((sentence) => ({ sentence, contributes: "a part" })),
                    reasoning: "The two parts together.",
                    answer: `${marked(request)[0]!.text.slice(0, 80)}; ${marked(request).at(-1)!.text.slice(0, 80)}`,
                    difficulty: "easy",
                  },
                ],
              },
        );
        return { port, result: await retchemStrategy.execute(item, paper, settings, port) };
      },
    })),
  ];

  it.each(strategies)("$name: the schema offers exactly the ids the prompt shows, numbered from S1, each marking a stored sentence, and a cited id comes back as that sentence", async ({ run }) => {
    const { port, result } = await run();
    const citing = port.requests.filter((r) => /\[S1\] /.test(r.prompt) && (schemaOf(r).properties.qas || schemaOf(r).properties.context));
    expect(citing.length).toBeGreaterThan(0);
    const sentences = stored();
    for (const request of citing) {
      const ids = shownIds(request);
      expect(ids).toEqual(ids.map((_, i) => `S${i + 1}`));
      expect(evidenceEnum(request)).toEqual(ids);
      for (const { text } of marked(request)) expect(sentences.has(text), text).toBe(true);
    }
    const last = marked(citing[0]!).at(-1)!.text;
    expect(result.qas.length).toBeGreaterThan(0);
    expect(result.qas[0]!.evidenceQuotes).toContain(last);
    for (const quote of result.qas[0]!.evidenceQuotes) expect(sentences.has(quote)).toBe(true);
  });
});
