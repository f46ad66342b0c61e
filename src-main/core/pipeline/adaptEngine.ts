import type { ModelSession, TokenCounter } from "../../contract/modelHost.ts";
import type { GenerationPort, ScoringPort } from "./ports.ts";

export interface EngineAdapterOptions {
  /** Provenance of every QA this generator writes. */
  model: GenerationPort["model"];
  /** The most the model was trained for, when known, so a prompt that fails at it is advised rightly. Defaults to unknown. */
  maxContextSize?: number | null;
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
 * A model host session as the pipeline's generation and scoring ports, whatever the backend: a
 * strategy's system + prompt become chat messages, its schema the output grammar, and its lane
 * picks the sequence that keeps that paper's prefix. Scoring is offered only when the backend can.
 */
export function adaptEngine(session: ModelSession, counter: TokenCounter, options: EngineAdapterOptions): GenerationPort & Partial<ScoringPort> {
  const lanes = Math.max(1, Math.min(options.lanes ?? session.sequences, session.sequences));
  const scoringSequence = session.sequences > lanes ? lanes : undefined;
  const scoreTokens = session.scoreTokens?.bind(session);
  return {
    async generate(request) {
      const result = await session.generateJson({
        messages: [
          { role: "system", content: request.system },
          { role: "user", content: request.prompt },
        ],
        schema: request.schema,
        maxTokens: request.maxTokens ?? 1024,
        temperature: request.temperature ?? options.temperature ?? 0,
        seed: Math.max(0, Math.trunc(request.seed ?? options.seed ?? 1)),
        attempts: options.attempts ?? 3,
        ...(request.lane === undefined ? {} : { sequence: request.lane % lanes }),
        ...(request.signal ? { signal: request.signal } : {}),
        ...(request.onTokens ? { onTokens: request.onTokens } : {}),
      });
      return { output: result.output as never, tokens: result.tokens };
    },
    countTokens: (text) => counter.countTokens(text),
    get contextSize() {
      return session.contextSize;
    },
    maxContextSize: options.maxContextSize ?? null,
    model: options.model,
    lanes,
    ...(scoreTokens && {
      async answerLogProbability(prompt: string, answer: string, signal?: AbortSignal) {
        const score = await scoreTokens({
          messages: [{ role: "user", content: prompt }],
          answer,
          ...(scoringSequence === undefined ? {} : { sequence: scoringSequence }),
          ...(signal ? { signal } : {}),
        });
        return score.logProb;
      },
    }),
  };
}
