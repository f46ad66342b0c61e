import { DisposedError, type LlamaContext, type LlamaContextSequence, type Token } from "node-llama-cpp";
import type { ChatMessage, ChatTemplateInfo } from "../../../contract/llm.ts";
import { teacherForcedLogProbs } from "./teacherForcedLogProbs.ts";
import type { GenerateJsonRequest, GenerationRequest, GenerationResult, JsonGenerationResult, ScoreRequest } from "./generationRequests.ts";
import type { AnswerScore } from "./AnswerScore.ts";
import { ContextOverflowError } from "../errors/ContextOverflowError.ts";
import { generateWithRetries } from "./generateWithRetries.ts";
import type { ModelHandle } from "./ModelHandle.ts";
import { renderPrompt } from "./renderPrompt.ts";
import { runGeneration, type RawGeneration } from "./runGeneration.ts";
import { resolveSampling } from "./sampling.ts";
import { SequencePool } from "./SequencePool.ts";
import { StopDetector } from "./StopDetector.ts";
import { emptyGeneratorTotals, type GeneratorTotals } from "./GeneratorTotals.ts";

/**
 * Generation on one model through one context holding `sequences` independent sequences:
 * concurrent calls run in parallel (node-llama-cpp batches their tokens into one evaluation), and
 * each call lands on the sequence that already holds the longest prefix of its prompt.
 */
export class Generator {
  private readonly pool: SequencePool;
  private readonly counts: GeneratorTotals = emptyGeneratorTotals();
  private readonly handle: ModelHandle;
  private readonly context: LlamaContext;
  private closed = false;

  constructor(handle: ModelHandle, context: LlamaContext, sequences: LlamaContextSequence[]) {
    this.handle = handle;
    this.context = context;
    this.pool = new SequencePool(sequences);
  }

  /** True once this generator, or the model it runs on, was disposed: it cannot generate any more. */
  get disposed(): boolean {
    return this.closed || this.handle.model.disposed;
  }

  /** Tokens each sequence holds: prompt plus answer must fit. */
  get contextSize(): number {
    return this.context.contextSize;
  }

  get sequences(): number {
    return this.context.totalSequences;
  }

  get threads(): number {
    return this.context.idealThreads;
  }

  get chatTemplate(): ChatTemplateInfo {
    return this.handle.chatTemplate.info;
  }

  /** Totals since this generator was created. */
  tokenCounts(): GeneratorTotals {
    return { ...this.counts };
  }

  /** Prompt tokens the messages take once rendered through the chat format. */
  countPromptTokens(messages: readonly ChatMessage[]): number {
    return renderPrompt(this.handle.model, this.handle.chatTemplate.wrapper, messages).tokens.length;
  }

  async generate(request: GenerationRequest): Promise<GenerationResult> {
    const prompt = renderPrompt(this.handle.model, this.handle.chatTemplate.wrapper, request.messages);
    const sampling = resolveSampling(request, prompt.tokens.length, this.contextSize);
    const stop = new StopDetector(this.handle.model, prompt.stopTriggers);
    const raw = await this.onSequence(prompt.tokens, request, (sequence) =>
      runGeneration(sequence, prompt.tokens, { ...sampling, stop, signal: request.signal, onProgress: request.onProgress }),
    );
    return { ...this.count(raw), attempts: 1, chatTemplate: this.chatTemplate };
  }

  /** Output constrained by a JSON schema grammar, parsed, validated, retried a bounded number of times. */
  async generateJson<T = unknown>(request: GenerateJsonRequest<T>): Promise<JsonGenerationResult<T>> {
    const prompt = renderPrompt(this.handle.model, this.handle.chatTemplate.wrapper, request.messages);
    const sampling = resolveSampling(request, prompt.tokens.length, this.contextSize);
    const grammar = await this.handle.grammarFor(request.schema);
    const stop = StopDetector.forGrammar(this.handle.model, prompt.stopTriggers, grammar);
    const result = await generateWithRetries(grammar, request, sampling, async (attemptSampling) =>
      this.count(
        await this.onSequence(prompt.tokens, request, (sequence) =>
          runGeneration(sequence, prompt.tokens, { ...attemptSampling, grammar, stop, signal: request.signal, onProgress: request.onProgress }),
        ),
      ),
    );
    return { ...result, chatTemplate: this.chatTemplate };
  }

  /** Teacher-forced log-probability of `answer` after the prompt, per token and summed. */
  async scoreAnswer(request: ScoreRequest): Promise<AnswerScore> {
    const { model, chatTemplate } = this.handle;
    const prompt = renderPrompt(model, chatTemplate.wrapper, request.messages).tokens;
    const full = renderPrompt(model, chatTemplate.wrapper, request.messages, request.answer).tokens;
    // Split where the two renderings part: usually the prompt's end, earlier if the tokenizer
    // merged the prompt's last characters with the answer's first.
    let split = 0;
    while (split < prompt.length && split < full.length && prompt[split] === full[split]) split++;
    const promptTokens = full.slice(0, split);
    const answerTokens = full.slice(split);
    if (answerTokens.length === 0) throw new RangeError("There is no answer to score: the answer text is empty.");
    if (full.length > this.contextSize) {
      throw new ContextOverflowError(full.length, this.contextSize, `${promptTokens.length} prompt tokens + ${answerTokens.length} answer tokens`);
    }
    const { logProbs, reused } = await this.onSequence(promptTokens, request, (sequence) =>
      teacherForcedLogProbs(sequence, promptTokens, answerTokens, request.signal),
    );
    this.count({ promptTokens: promptTokens.length, evaluatedPromptTokens: promptTokens.length - reused, tokens: 0 });
    const logProb = logProbs.reduce((sum, value) => sum + value, 0);
    return {
      logProb,
      meanLogProb: logProb / logProbs.length,
      tokens: answerTokens.map((token, i) => ({ token, text: model.detokenize([token], false, answerTokens.slice(Math.max(0, i - 4), i)), logProb: logProbs[i]! })),
      promptTokens: promptTokens.length,
      evaluatedPromptTokens: promptTokens.length - reused,
    };
  }

  /** Frees the context (the model stays loaded). Calls waiting for a sequence reject. */
  async dispose(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.pool.rejectWaiting(new DisposedError());
    await this.context.dispose();
  }

  private async onSequence<R>(
    tokens: readonly Token[],
    where: { signal?: AbortSignal; sequence?: number },
    work: (sequence: LlamaContextSequence) => Promise<R>,
  ): Promise<R> {
    if (this.disposed) throw new DisposedError();
    const sequence = await this.pool.acquire(tokens, where.signal, where.sequence);
    try {
      return await work(sequence);
    } finally {
      this.pool.release(sequence);
    }
  }

  private count<R extends Pick<RawGeneration, "promptTokens" | "evaluatedPromptTokens" | "tokens">>(run: R): R {
    this.counts.requests++;
    this.counts.promptTokensSubmitted += run.promptTokens;
    this.counts.promptTokensEvaluated += run.evaluatedPromptTokens;
    this.counts.generatedTokens += run.tokens;
    return run;
  }
}
