import { Ajv2020 } from "ajv/dist/2020.js";
import { describe, expect, it } from "vitest";
import { listQaItemsForRun } from "../../src-main/core/db/repositories/qaItems.ts";
import { listScores } from "../../src-main/core/db/repositories/scores.ts";
import { countWorkItems } from "../../src-main/core/db/repositories/workItems.ts";
import { createTextEmbedder } from "../../src-main/core/llm/embeddings/createTextEmbedder.ts";
import { LlamaBackend } from "../../src-main/core/llm/host/LlamaBackend.ts";
import { ModelHost } from "../../src-main/core/llm/host/ModelHost.ts";
import { executeRun } from "../../src-main/core/pipeline/jobs/executeRun.ts";
import type { GenerationPort, JsonSchema, ScoringPort, StructuredRequest } from "../../src-main/core/pipeline/ports.ts";
import { REFUSAL } from "../../src-main/core/pipeline/strategies/ccqg/prompt.ts";
import { sharedModelAvailable, TINY_RANDOM_BERT } from "../support/llmFixtures.ts";
import { useTinyModelLibrary } from "./support/tinyModelLibrary.ts";

const library = useTinyModelLibrary({ sequences: 3 });
const ajv = new Ajv2020({ allErrors: true, strict: false });

/** An answer request is the one whose schema has "answerable". */
const isAnswer = (schema: JsonSchema) => Object.hasOwn((schema.properties ?? {}) as object, "answerable");

/**
 * The real port, with every output checked against the schema it was asked for, and the
 * "answerable" choice pinned in the grammar: false for the first answer, true for the rest. The
 * model's weights are random, so which branch it takes is chance; pinning it (by narrowing the
 * grammar, the model still writes every token) makes the test see both a refusal and answers with
 * their consistency samples every time.
 */
function checkedPort(port: GenerationPort & ScoringPort) {
  const invalid: string[] = [];
  let answers = 0;
  let requests = 0;
  const generate = async <T,>(request: StructuredRequest) => {
    requests++;
    let schema = request.schema;
    if (isAnswer(schema)) {
      const pinned = answers++ === 0 ? false : true;
      schema = { ...schema, properties: { ...(schema.properties as object), answerable: { enum: [pinned] } } };
    }
    const result = await port.generate<T>({ ...request, schema });
    const validate = ajv.compile(schema);
    if (!validate(result.output)) invalid.push(JSON.stringify(validate.errors));
    return result;
  };
  return {
    port: { ...port, generate, countTokens: (t: string) => port.countTokens(t), contextSize: port.contextSize, lanes: port.lanes, answerLogProbability: port.answerLogProbability.bind(port) } as GenerationPort & ScoringPort,
    invalid,
    requests: () => requests,
  };
}

describe("CCQG with real inference on the tiny model", () => {
  it("completes the paper's item and stores ranked, cited answers, a refusal and consistency scores", async () => {
    // At temperature 0 the random model writes the same question from every paragraph, which the
    // strategy counts once; sampling, and a salience bar word vectors clear on this short paper,
    // give the ranking several candidates to order.
    const settings = { temperature: 1, salienceThreshold: 0.5 };
    const { db } = library;
    const paperId = library.paperIds[0]!;
    const { runId, items } = library.startRun({ strategy: "ccqg", seed: 5, settings });
    expect(items).toBe(1);
    const checked = checkedPort(await library.port({ seed: 5, lanes: 2 }));
    const final = await executeRun(db, runId, checked.port, { scorer: checked.port });
    expect(final.status).toBe("completed");
    expect(countWorkItems(db, runId)).toMatchObject({ pending: 0, running: 0, failed: 0, done: 1 });
    expect(checked.invalid).toEqual([]);

    const qas = listQaItemsForRun(db, runId);
    // At most the top five; at least the refusal and one answer the pinning guarantees.
    expect(qas.length).toBeGreaterThanOrEqual(2);
    expect(qas.length).toBeLessThanOrEqual(5);
    expect(qas.map((qa) => qa.labels.rank)).toEqual([...qas.map((qa) => qa.labels.rank)].sort((a, b) => Number(a) - Number(b)));
    // At most two questions from one section.
    const perSection = new Map<string, number>();
    for (const qa of qas) perSection.set(String(qa.labels.section), (perSection.get(String(qa.labels.section)) ?? 0) + 1);
    for (const n of perSection.values()) expect(n).toBeLessThanOrEqual(2);

    const refusals = qas.filter((qa) => qa.isNegative);
    expect(refusals).toHaveLength(1);
    expect(refusals[0]).toMatchObject({ answer: REFUSAL, labels: expect.objectContaining({ refusal: true }) });
    expect(refusals[0]!.evidence).toEqual([]);

    const answered = qas.filter((qa) => !qa.isNegative);
    expect(answered.length).toBeGreaterThan(0);
    for (const qa of answered) {
      // Evidence is cited by id, so every span is a stored sentence of a paired paragraph, exactly.
      library.expectExactSpans(paperId, qa.evidence, { onSentences: false });
      for (const span of qa.evidence) expect(qa.context.pairedParagraphs).toContain(span.passageId);
      expect(qa.labels.sampledAnswers).toHaveLength(3);
      const scores = new Map(listScores(db, qa.id).map((s) => [s.metric, s]));
      expect(scores.get("self-consistency")?.reason).toMatch(/sampled answers/);
      expect(scores.get("answer-length")?.reason).toMatch(/40 to 100 words asked for/);
      expect(["accepted", "rejected"]).toContain(qa.verdict);
    }
    // One salient-paragraph question call or more, then one answer per QA and three samples per answer.
    expect(checked.requests()).toBeGreaterThanOrEqual(1 + qas.length + 3 * answered.length);

    // The refusal reaches the export as a negative, with every record valid.
    const records = (await library.exportRun(runId)).lines; // every record valid against the published schema
    expect(records).toHaveLength(qas.length);
    expect(records.filter((r) => r.negative)).toEqual([expect.objectContaining({ answer: REFUSAL, labels: expect.objectContaining({ refusal: true }), provenance: expect.objectContaining({ strategy: "ccqg", promptVersion: "ccqg@1" }) })]);
  });

  // tiny-random-bert's similarities mean nothing (random weights): this proves the run's embedding
  // model is the one CCQG ranks and checks with, paragraphs longer than its context included.
  it.skipIf(!sharedModelAvailable(TINY_RANDOM_BERT))("ranks and checks with the run's embedding model when one is set (../shared/models/tiny-random-bert.gguf)", async () => {
    const embedder = await createTextEmbedder(new ModelHost({ backend: async () => new LlamaBackend(library.runtime) }), { embeddingModel: TINY_RANDOM_BERT });
    try {
      const { db } = library;
      const { runId } = library.startRun({ strategy: "ccqg", seed: 6, settings: { temperature: 1, qaPerPaper: 2 } });
      const checked = checkedPort(await library.port({ seed: 6, lanes: 1 }));
      const final = await executeRun(db, runId, checked.port, { embedder });
      expect(final.status).toBe("completed");
      expect(countWorkItems(db, runId)).toMatchObject({ failed: 0, done: 1 });
      const answered = listQaItemsForRun(db, runId).filter((qa) => !qa.isNegative);
      expect(answered.length).toBeGreaterThan(0);
      // The embedding model's own bar, not the word vectors' 85%.
      for (const qa of answered) expect(listScores(db, qa.id).find((s) => s.metric === "self-consistency")?.reason).toMatch(/at least 75% needed/);
    } finally {
      await embedder.dispose();
    }
  });

  it("asks the model which answer sentences each sample backs when the model check is chosen", async () => {
    const settings = { temperature: 1, salienceThreshold: 0.5, qaPerPaper: 3, consistencyCheck: "model" };
    const { db } = library;
    const { runId } = library.startRun({ strategy: "ccqg", seed: 7, settings });
    const checked = checkedPort(await library.port({ seed: 7, lanes: 1 }));
    const final = await executeRun(db, runId, checked.port);
    expect(final.status).toBe("completed");
    expect(checked.invalid).toEqual([]);
    const answered = listQaItemsForRun(db, runId).filter((qa) => !qa.isNegative);
    expect(answered.length).toBeGreaterThan(0);
    for (const qa of answered) {
      const score = listScores(db, qa.id).find((s) => s.metric === "self-consistency")!;
      // A share of the 3 samples (0, 1/3, 2/3 or 1), judged by the model, against half by default.
      expect(score.reason).toMatch(/as the model judged them.*at least 50% needed/);
      expect([0, 1 / 3, 2 / 3, 1].some((v) => Math.abs(v - score.value!) < 1e-9)).toBe(true);
    }
  });
});
