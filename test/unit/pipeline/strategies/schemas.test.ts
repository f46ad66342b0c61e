// Every JSON schema a strategy can send must compile into a node-llama-cpp grammar (no model is
// needed for that), and must hold no numeric fields: grammar-sampled numbers can come out as
// "1e+2" or run on digit after digit, so counts and scores are enums or strings instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLlama, type Llama, LlamaLogLevel } from "node-llama-cpp";
import type { JsonSchema } from "../../../../src-main/core/pipeline/ports.ts";
import { REASONING_TYPES } from "../../../../src-main/core/pipeline/strategies/chemlit/reasoningTypes.ts";
import { bridgeQaSchema, chemlitQaSchema, difficultyOnlySchema, pairedCheckSchema, usefulnessSchema } from "../../../../src-main/core/pipeline/strategies/chemlit/schema.ts";
import { statementCheckSchema } from "../../../../src-main/core/pipeline/filters/faithfulnessRelevancy.ts";
import { retchemSchema } from "../../../../src-main/core/pipeline/strategies/retchem/schema.ts";
import { QUESTION_TYPES } from "../../../../src-main/core/pipeline/strategies/retchem/settings.ts";
import { sciqagSchema } from "../../../../src-main/core/pipeline/strategies/sciqag/schema.ts";

let llama: Llama;
beforeAll(async () => {
  llama = await getLlama({ gpu: false, maxThreads: 1, logLevel: LlamaLogLevel.error });
});
afterAll(async () => {
  await llama?.dispose();
});

const keyphrases = ["yttria-stabilised zirconia", "grain boundaries", 'the "quoted" phrase', "activation energy"];
const ids = ["S1", "S2", "S3", "S4", "S5"];
// A long paper: one id per sentence shown.
const manyIds = Array.from({ length: 600 }, (_, i) => `S${i + 1}`);
const schemas: [string, JsonSchema][] = [
  ["sciqag, 10 QAs around keyphrases", sciqagSchema(10, keyphrases, 3, ids)],
  ["sciqag, a paper without keyphrases", sciqagSchema(10, [], 3, ids)],
  ["sciqag, a long paper", sciqagSchema(10, keyphrases, 3, manyIds)],
  ["sciqag, no body sentence shown", sciqagSchema(10, keyphrases, 3, [])],
  ["chemlit usefulness, all seven types", usefulnessSchema(REASONING_TYPES)],
  ["chemlit usefulness, one type", usefulnessSchema(["causal"])],
  ["chemlit QA with difficulty", chemlitQaSchema(6, true, ids)],
  ["chemlit QA without difficulty", chemlitQaSchema(6, false, ids)],
  ["chemlit difficulty", difficultyOnlySchema],
  ["chemlit multi-hop", bridgeQaSchema(["S1", "S2"], ["S3", "S4"], 6, true)],
  ["chemlit paired-negative check", pairedCheckSchema],
  ["faithfulness and relevancy check", statementCheckSchema],
  ...QUESTION_TYPES.flatMap((type): [string, JsonSchema][] => [
    [`retchem ${type} single-hop`, retchemSchema(type, 7, 1, 3, ids)],
    [`retchem ${type} multi-hop`, retchemSchema(type, 7, 2, 3, manyIds)],
  ]),
];

describe("strategy JSON schemas", () => {
  it.each(schemas)("%s: node-llama-cpp builds a grammar for it", async (_name, schema) => {
    const grammar = await llama.createGrammarForJsonSchema(schema as never);
    expect(grammar.grammar.length).toBeGreaterThan(0);
  });

  it.each(schemas)("%s: has no number or integer fields", (_name, schema) => {
    expect(JSON.stringify(schema)).not.toMatch(/"type":"(?:number|integer)"/);
  });

  it("rejects what the strategies must never receive: a wrong count, an unknown keyphrase, a difficulty outside the three levels, evidence that is not a shown id", async () => {
    const grammar = await llama.createGrammarForJsonSchema(sciqagSchema(1, keyphrases, 3, ids) as never);
    const qa = { topics: ["grain boundaries"], question: "How do grain boundaries affect conduction?", evidence: ["S2", "S5"], answer: "They block it.", difficulty: "easy" };
    expect(() => grammar.parse(JSON.stringify({ qas: [qa] }))).not.toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [qa, qa] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, topics: ["bananas"] }] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, difficulty: "trivial" }] }))).toThrow();
    // Evidence is an id the prompt showed, never a sentence the model wrote, and never an id it did not show.
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, evidence: ["Grain boundaries block ions."] }] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, evidence: ["S6"] }] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, evidence: [] }] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, evidence: ["S1", "S2", "S3", "S4"] }] }))).toThrow();
    const multi = await llama.createGrammarForJsonSchema(retchemSchema("factual", 1, 2, 3, ids) as never);
    expect(() => multi.parse(JSON.stringify({ qas: [{ question: "Which range of temperatures?", evidence: ["S3"], answer: "85-150 C", difficulty: "hard" }] }))).toThrow();
    expect(() => multi.parse(JSON.stringify({ qas: [{ question: "Which range of temperatures?", evidence: ["S3", "S4"], answer: "85-150 C", difficulty: "hard" }] }))).not.toThrow();
    const chemlit = await llama.createGrammarForJsonSchema(chemlitQaSchema(2, false, ids) as never);
    expect(() => chemlit.parse(JSON.stringify({ reasoning: "Nothing fits.", question: "NaN", answer: "NaN", context: [], answerable: false }))).not.toThrow();
    expect(() => chemlit.parse(JSON.stringify({ reasoning: "A cause.", question: "Why?", answer: "Because.", context: ["S9"], answerable: true }))).toThrow();
    // The reasoning is written first and cannot be left out.
    expect(() => chemlit.parse(JSON.stringify({ question: "Why?", answer: "Because.", context: ["S1"], answerable: true }))).toThrow();
    // A multi-hop QA cites each passage from its own ids, at least one each.
    const bridge = await llama.createGrammarForJsonSchema(bridgeQaSchema(["S1", "S2"], ["S3"], 4, false) as never);
    expect(() => bridge.parse(JSON.stringify({ reasoning: "Joins both.", question: "Q?", answer: "A.", contextA: ["S1"], contextB: ["S3"] }))).not.toThrow();
    expect(() => bridge.parse(JSON.stringify({ reasoning: "Only A.", question: "Q?", answer: "A.", contextA: ["S1", "S2"], contextB: [] }))).toThrow();
    expect(() => bridge.parse(JSON.stringify({ reasoning: "Crossed.", question: "Q?", answer: "A.", contextA: ["S3"], contextB: ["S1"] }))).toThrow();
  });
});
