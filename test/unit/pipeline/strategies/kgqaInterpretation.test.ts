// The knowledge-graph method against a hand-written GenerationPort with canned, grammar-checked
// output: what it does with the model's triplets, questions and answers (the graph it keeps,
// which triplets questions come from, evidence, refusals, tokens), not the model.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getLlama, type Llama, LlamaLogLevel } from "node-llama-cpp";
import type { PaperGraph } from "../../../../src-main/contract/knowledgeGraph.ts";
import type { TextEmbedder } from "../../../../src-main/core/llm/embeddings/TextEmbedder.ts";
import { strategyTools } from "../../../../src-main/core/pipeline/jobs/storeRunPlan.ts";
import type { GenerationPort, StructuredRequest, StructuredResult } from "../../../../src-main/core/pipeline/ports.ts";
import { kgqaStrategy } from "../../../../src-main/core/pipeline/strategies/kgqa/kgqaStrategy.ts";
import { graphPassages } from "../../../../src-main/core/pipeline/strategies/kgqa/graphPassages.ts";
import { NO_ANSWER } from "../../../../src-main/core/pipeline/strategies/kgqa/prompt.ts";
import { KgqaSettingsSchema } from "../../../../src-main/core/pipeline/strategies/kgqa/settings.ts";
import type { PaperForGeneration } from "../../../../src-main/core/pipeline/strategies/paperForGeneration.ts";
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

const shownIds = (request: StructuredRequest) => [...request.prompt.matchAll(/\[(S\d+)\] /g)].map((m) => m[1]!);
const isExtraction = (r: StructuredRequest) => r.prompt.startsWith("Task: list the entity-relation triplets");
const isQuestion = (r: StructuredRequest) => "questions" in (r.schema as { properties: object }).properties;

/** A port that answers with `respond` after checking the output against the request's grammar. */
function cannedPort(respond: (request: StructuredRequest) => unknown) {
  const requests: StructuredRequest[] = [];
  const spent = { prompt: 0, evaluated: 0, generated: 0 };
  const port: GenerationPort = {
    contextSize: 16_384,
    lanes: 1,
    model: { name: "canned", sha256: null, quantization: null },
    countTokens: (text) => Math.ceil(text.length / 4),
    async generate<T>(request: StructuredRequest): Promise<StructuredResult<T>> {
      const output = respond(request);
      requests.push(request);
      (await llama.createGrammarForJsonSchema(request.schema as never)).parse(JSON.stringify(output));
      const tokens = { prompt: 10, evaluated: 5, generated: 20 };
      spent.prompt += 10;
      spent.evaluated += 5;
      spent.generated += 20;
      return { output: output as T, tokens };
    },
  };
  return { port, requests, spent };
}

/** Meaning by keyword: the metadata and anything about conductivity point one way, the rest elsewhere. */
const embedder: TextEmbedder = {
  kind: "embedding-model",
  async embed(texts) {
    return texts.map((t, i) => (i === 0 || /conductivity/i.test(t) ? [1, 0] : [0.6, 0.8]));
  },
  async dispose() {},
};

describe("knowledge-graph QA: interpretation of structured output", () => {
  it("builds the graph from cited sentences, asks about the most salient groups and keeps the triplets with each QA", async () => {
    const settings = KgqaSettingsSchema.parse({ qasPerPaper: 3 });
    const first = graphPassages(paper)[0]!;
    const { port, requests, spent } = cannedPort((request) => {
      if (isExtraction(request)) {
        const ids = shownIds(request);
        const [a, b = a] = ids;
        return {
          triplets: [
            { head: "The zirconia films", relation: "show", tail: "ionic conductivity", sentence: a },
            { head: "zirconia film", relation: "is grown by", tail: "pulsed laser deposition", sentence: b },
          ],
        };
      }
      if (isQuestion(request)) return { questions: ["How does temperature change the ionic conductivity of yttria-stabilised zirconia films?", "Why are the films grown by pulsed laser deposition?"] };
      const ids = shownIds(request);
      return /pulsed laser/.test(request.prompt.split("Question:")[1]!) ? { answer: "It is not said.", sentences: [], answerable: false } : { answer: "The conductivity rises with temperature.", sentences: [ids[0]!], answerable: true };
    });
    const saved: PaperGraph[] = [];
    // Three other papers also grow zirconia films by pulsed laser deposition: it is no news here.
    const common = { entityKeys: ["zirconia film", "pulsed laser deposition"], tripletKeys: ["zirconia film\u241fis grown by\u241fpulsed laser deposition"] };
    const item = kgqaStrategy.plan(paper, settings, strategyTools)[0]!;
    const result = await kgqaStrategy.execute(item, paper, settings, port, undefined, { embedder, graphs: { corpus: () => [common, common, common], save: (_, g) => saved.push(g) } });

    // One extraction per body paragraph, each allowed to cite only the sentences it shows.
    const extractions = requests.filter(isExtraction);
    expect(extractions).toHaveLength(graphPassages(paper).filter((p) => p.sentences.length > 0 || p.text.trim()).length);
    for (const r of extractions) {
      const items = (r.schema as { properties: { triplets: { items: { properties: { sentence: { enum: string[] } } } } } }).properties.triplets.items.properties.sentence.enum;
      expect(items).toEqual(shownIds(r));
    }

    // The graph: one node per normalised entity, triplets by saliency, the common one below.
    expect(saved).toHaveLength(1);
    const graph = saved[0]!;
    expect(graph.corpusPapers).toBe(4);
    expect(graph.similarity).toBe("embedding-model");
    expect(graph.entities.map((e) => e.key).sort()).toEqual(["ionic conductivity", "pulsed laser deposition", "zirconia film"]);
    expect(graph.triplets.map((t) => t.relation)).toEqual(["show", "is grown by"]);
    expect(graph.triplets[0]!.head).toBe("zirconia films");
    expect(graph.triplets[0]!.mentions[0]).toMatchObject({ passageId: first.id, start: first.sentences[0]![0], end: first.sentences[0]![1] });

    // Two groups (different tails), the first question of each before any second: 3 QAs.
    expect(requests.filter(isQuestion)).toHaveLength(2);
    expect(result.qas).toHaveLength(3);
    const [top] = result.qas;
    const refusal = result.qas.find((qa) => qa.question.includes("pulsed laser"));
    // Answered in group order: both questions of the top group, then the next group's first.
    expect(result.qas.map((qa) => qa.labels.tripletGroup)).toEqual([1, 1, 2]);
    expect((top!.labels.triplets as { relation: string }[])[0]!.relation).toBe("show");
    expect(top!.evidenceQuotes).toHaveLength(1);
    expect(paper.passages.some((p) => p.text.includes(top!.evidenceQuotes[0]!))).toBe(true);
    expect(refusal).toMatchObject({ negative: true, answer: NO_ANSWER, evidenceQuotes: [] });
    expect(refusal!.labels.modelAnswer).toBe("It is not said.");
    expect(result.tokens).toEqual(spent);
  });

  it("says why when the model finds no triplets, and still keeps the (empty) graph", async () => {
    const settings = KgqaSettingsSchema.parse({});
    const { port } = cannedPort(() => ({ triplets: [] }));
    const saved: PaperGraph[] = [];
    const result = await kgqaStrategy.execute(kgqaStrategy.plan(paper, settings, strategyTools)[0]!, paper, settings, port, undefined, { embedder, graphs: { corpus: () => [], save: (_, g) => saved.push(g) } });
    expect(result.qas).toEqual([]);
    expect(result.reason?.code).toBe("no-triplets");
    expect(saved[0]!.triplets).toEqual([]);
  });
});
