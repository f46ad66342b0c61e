// Every JSON schema a strategy can send must compile into a node-llama-cpp grammar (no model is
// needed for that), and must hold no numeric fields: grammar-sampled numbers can come out as
// "1e+2" or run on digit after digit, so counts and scores are enums or strings instead.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLlama, type Llama, LlamaLogLevel } from "node-llama-cpp";
import type { JsonSchema } from "../../../../src-main/core/pipeline/ports.ts";
import { REASONING_TYPES } from "../../../../src-main/core/pipeline/strategies/chemlit/reasoningTypes.ts";
import { chemlitQaSchema, difficultyOnlySchema, usefulnessSchema } from "../../../../src-main/core/pipeline/strategies/chemlit/schema.ts";
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
const schemas: [string, JsonSchema][] = [
  ["sciqag, 10 QAs around keyphrases", sciqagSchema(10, keyphrases, 3)],
  ["sciqag, a paper without keyphrases", sciqagSchema(10, [], 3)],
  ["chemlit usefulness, all seven types", usefulnessSchema(REASONING_TYPES)],
  ["chemlit usefulness, one type", usefulnessSchema(["causal"])],
  ["chemlit QA with difficulty", chemlitQaSchema(6, true)],
  ["chemlit QA without difficulty", chemlitQaSchema(6, false)],
  ["chemlit difficulty", difficultyOnlySchema],
  ...QUESTION_TYPES.flatMap((type): [string, JsonSchema][] => [
    [`retchem ${type} single-hop`, retchemSchema(type, 7, 1, 3)],
    [`retchem ${type} multi-hop`, retchemSchema(type, 7, 2, 3)],
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

  it("rejects what the strategies must never receive: a wrong count, an unknown keyphrase, a difficulty outside the three levels", async () => {
    const grammar = await llama.createGrammarForJsonSchema(sciqagSchema(1, keyphrases, 3) as never);
    const qa = { topics: ["grain boundaries"], question: "How do grain boundaries affect conduction?", evidence: ["Grain boundaries block ions."], answer: "They block it.", difficulty: "easy" };
    expect(() => grammar.parse(JSON.stringify({ qas: [qa] }))).not.toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [qa, qa] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, topics: ["bananas"] }] }))).toThrow();
    expect(() => grammar.parse(JSON.stringify({ qas: [{ ...qa, difficulty: "trivial" }] }))).toThrow();
    const multi = await llama.createGrammarForJsonSchema(retchemSchema("factual", 1, 2, 3) as never);
    expect(() => multi.parse(JSON.stringify({ qas: [{ question: "Which range of temperatures?", evidence: ["Only one sentence here."], answer: "85-150 C", difficulty: "hard" }] }))).toThrow();
  });
});
