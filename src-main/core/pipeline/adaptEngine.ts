import type { Generator } from "../llm/engine/Generator.ts";
import type { JsonSchema } from "../llm/engine/generateWithRetries.ts";
import type { GenerationPort, ScoringPort } from "./ports.ts";

export interface EngineAdapterOptions {
  /** Provenance of every QA this generator writes. */
  model: GenerationPort["model"];
  /** Used when a request sets none. Defaults to 0 (deterministic). */
  temperature?: number;
  /** Used when a request sets none. Defaults to 1. */
  seed?: number;
  /** Structured-output attempts before an item fails. Defaults to 3. */
  attempts?: number;
  /**
   * Sequences used for generation lanes; any further sequence is kept for scoring, so the short
   * dSePer prompts never evict the paper text a lane has evaluated. Defaults to all sequences
   * (scoring then shares them).
   */
  lanes?: number;
}

/**
 * The built-in llama.cpp engine as the pipeline's generation and scoring ports: a strategy's
 * system + prompt become chat messages rendered through the model's template, its schema
 * becomes a grammar, and its lane picks the context sequence that keeps that paper's prefix.
 */
export function adaptEngine(generator: Generator, options: EngineAdapterOptions): GenerationPort & ScoringPort {
  const lanes = Math.max(1, Math.min(options.lanes ?? generator.sequences, generator.sequences));
  const scoringSequence = generator.sequences > lanes ? lanes : undefined;
  return {
    async generate(request) {
      const result = await generator.generateJson({
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.prompt },
        ],
        // The strategies write schemas in the GBNF-compatible subset; the grammar compiler checks it.
        schema: request.schema as unknown as JsonSchema,
        maxTokens: request.maxTokens ?? 1024,
        temperature: request.temperature ?? options.temperature ?? 0,
        seed: Math.max(0, Math.trunc(request.seed ?? options.seed ?? 1)),
        attempts: options.attempts ?? 3,
        ...(request.lane === undefined ? {} : { sequence: request.lane % lanes }),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.onTokens ? { onProgress: (p: { tokens: number }) => request.onTokens!(p.tokens) } : {}),
      });
      return {
        output: result.output as never,
        tokens: { prompt: result.promptTokens, evaluated: result.evaluatedPromptTokens, generated: result.tokens },
      };
    },
    countTokens: (text) => generator.countPromptTokens([{ role: "user", content: text }]),
    get contextSize() {
      return generator.contextSize;
    },
    model: options.model,
    lanes,
    async answerLogProbability(prompt, answer, signal) {
      const score = await generator.scoreAnswer({
        messages: [{ role: "user", content: prompt }],
        answer,
        ...(scoringSequence === undefined ? {} : { sequence: scoringSequence }),
        ...(signal ? { signal } : {}),
      });
      return score.logProb;
    },
  };
}
