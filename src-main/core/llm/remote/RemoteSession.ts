import { z } from "zod";
import type { ChatMessage } from "../../../contract/llm.ts";
import type { ModelSession, SchemaGenerationRequest, SchemaGenerationResult, TokenCounter, TokenScore, TokenScoreRequest } from "../../../contract/modelHost.ts";
import { noTokens } from "../../../contract/tokens.ts";
import { findNonFinite } from "../engine/checkJsonSchema.ts";
import { GenerationFailedError } from "../errors/GenerationFailedError.ts";
import type { RemoteEndpointPool } from "./RemoteEndpointPool.ts";
import { countMessageTokens } from "./remoteTokenizer.ts";
import { RemoteScoringError } from "./RemoteScoringError.ts";

/** The part of a chat-completions answer read here (OpenAI's shape; vLLM adds `prompt_logprobs`). */
interface ChatAnswer {
  choices?: { message?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; prompt_tokens_details?: { cached_tokens?: number } | null };
  prompt_logprobs?: (Record<string, { logprob: number; decoded_token?: string }> | null)[] | null;
}

/** Temperature of a retry after a greedy attempt failed: greedy again would repeat the same output. */
const RETRY_TEMPERATURE = 0.7;

const validators = new WeakMap<object, z.ZodType>();
/** The schema as a validator of the parsed output: a server's structured output is trusted no further than a local grammar. */
function validatorFor(schema: Record<string, unknown>): z.ZodType {
  let validator = validators.get(schema);
  if (!validator) validators.set(schema, (validator = z.fromJSONSchema(schema as never)));
  return validator;
}

export interface RemoteSessionOptions {
  model: string;
  pool: RemoteEndpointPool;
  contextSize: number;
  sequences: number;
  /** The server returns prompt log-probabilities (probed when the model was loaded). */
  scoring: boolean;
  counter: TokenCounter;
}

/**
 * A remote model as the backend-neutral session: JSON through the server's structured output
 * (`response_format` with the JSON schema, which vLLM, llama.cpp's server, Ollama and LM Studio
 * turn into a grammar), checked against the schema here and retried as the local engine
 * retries; token counts from the server's `usage`; scoring from vLLM-style prompt
 * log-probabilities when the server has them.
 */
export class RemoteSession implements ModelSession {
  readonly contextSize: number;
  readonly sequences: number;
  private readonly options: RemoteSessionOptions;
  private closed = false;

  constructor(options: RemoteSessionOptions) {
    this.options = options;
    this.contextSize = options.contextSize;
    this.sequences = options.sequences;
    if (options.scoring) this.scoreTokens = (request) => this.score(request);
  }

  scoreTokens?: (request: TokenScoreRequest) => Promise<TokenScore>;

  get disposed(): boolean {
    return this.closed;
  }

  async generateJson(request: SchemaGenerationRequest): Promise<SchemaGenerationResult> {
    const attempts = Math.max(1, request.attempts ?? 3);
    const validator = validatorFor(request.schema);
    const temperature = request.temperature ?? 0;
    const seed = request.seed ?? 1;
    const tokens = noTokens();
    let lastReason = "";
    let lastText = "";
    for (let attempt = 1; attempt <= attempts; attempt++) {
      const { answer, text } = await this.options.pool.run(
        request.sequence,
        async (client) => {
          const answer = await client.request<ChatAnswer>("chatCompletions", {
            body: {
              model: this.options.model,
              messages: request.messages,
              max_tokens: request.maxTokens ?? 1024,
              temperature: attempt > 1 && temperature === 0 ? RETRY_TEMPERATURE : temperature,
              seed: seed + attempt - 1,
              response_format: { type: "json_schema", json_schema: { name: "output", schema: request.schema, strict: true } },
            },
            ...(request.signal ? { signal: request.signal } : {}),
          });
          // The text is kept (QAs, a failed item's last output): no piece of the key may be in it.
          const content = answer.choices?.[0]?.message?.content;
          return { answer, text: typeof content === "string" ? client.mask(content) : "" };
        },
        request.signal,
      );
      const choice = answer.choices?.[0];
      const usage = answer.usage ?? {};
      const prompt = usage.prompt_tokens ?? 0;
      const generated = usage.completion_tokens ?? 0;
      tokens.prompt += prompt;
      tokens.evaluated += Math.max(0, prompt - (usage.prompt_tokens_details?.cached_tokens ?? 0));
      tokens.generated += generated;
      request.onTokens?.(generated);
      // The server's answer arrives whole (no streaming here), so the text is reported once.
      request.onText?.(text);
      try {
        const parsed: unknown = JSON.parse(text);
        const overflow = findNonFinite(parsed);
        if (overflow) throw new RangeError(`a number at ${overflow} is too large for JSON`);
        return { output: validator.parse(parsed), text, tokens };
      } catch (error) {
        const message = error instanceof z.ZodError ? `the output does not follow the schema (${error.issues[0]?.message ?? "invalid"} at ${error.issues[0]?.path.join(".") || "the top"})` : error instanceof Error ? error.message.split("\n")[0]! : String(error);
        lastReason = choice?.finish_reason === "length" ? `the output was cut off at ${generated} tokens (${message})` : message;
        lastText = text;
      }
    }
    throw new GenerationFailedError(attempts, lastReason, lastText);
  }

  /**
   * The answer's log-probability as the prompt's continuation: the conversation is sent with the
   * answer as an unfinished assistant turn (`continue_final_message`), one token generated, and
   * the server's `prompt_logprobs` read from the end back over the answer's text.
   */
  private async score(request: TokenScoreRequest): Promise<TokenScore> {
    const messages: ChatMessage[] = [...request.messages, { role: "assistant", content: request.answer }];
    const answer = await this.options.pool.run(
      request.sequence,
      (client) =>
        client.request<ChatAnswer>("chatCompletions", {
          body: { model: this.options.model, messages, max_tokens: 1, temperature: 0, prompt_logprobs: 0, add_generation_prompt: false, continue_final_message: true },
          ...(request.signal ? { signal: request.signal } : {}),
        }),
      request.signal,
    );
    const entries = answer.prompt_logprobs;
    if (!Array.isArray(entries)) throw new RemoteScoringError(this.options.model, "the server returned no prompt log-probabilities");
    const target = request.answer.trim();
    const tokens: TokenScore["tokens"] = [];
    let covered = "";
    for (let i = entries.length - 1; i >= 0 && covered.trim().length < target.length; i--) {
      const entry = entries[i];
      const [id, value] = entry ? (Object.entries(entry)[0] ?? []) : [];
      if (!value || id === undefined) throw new RemoteScoringError(this.options.model, `position ${i} of the prompt has no log-probability`);
      const text = value.decoded_token ?? "";
      covered = text + covered;
      tokens.unshift({ token: Number(id), text, logProb: value.logprob });
    }
    if (!covered.includes(target) && !target.includes(covered.trim())) throw new RemoteScoringError(this.options.model, "the scored tokens do not spell the answer");
    const logProb = tokens.reduce((sum, t) => sum + t.logProb, 0);
    const promptTokens = answer.usage?.prompt_tokens ?? entries.length;
    return { logProb, meanLogProb: tokens.length ? logProb / tokens.length : 0, tokens, promptTokens, evaluatedPromptTokens: promptTokens };
  }

  countTokens(messages: readonly ChatMessage[]): Promise<number> {
    // Not through the pool: counting is cheap for a server and must not wait behind generations.
    return countMessageTokens(this.options.pool.endpoints[0]!.client, this.options.model, messages, this.options.counter);
  }

  async dispose(): Promise<void> {
    this.closed = true;
  }
}
