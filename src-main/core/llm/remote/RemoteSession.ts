import { z } from "zod";
import type { ChatMessage } from "../../../contract/llm.ts";
import type { ModelSession, SchemaGenerationRequest, SchemaGenerationResult, TokenCounter, TokenScore, TokenScoreRequest } from "../../../contract/modelHost.ts";
import { noTokens } from "../../../contract/tokens.ts";
import { findNonFinite } from "../engine/checkJsonSchema.ts";
import { JSON_ATTEMPTS, RETRY_TEMPERATURE } from "../engine/jsonRetries.ts";
import { GenerationFailedError } from "../errors/GenerationFailedError.ts";
import type { RemoteEndpointPool } from "./RemoteEndpointPool.ts";
import { countMessageTokens } from "./remoteTokenizer.ts";
import type { ChatAnswer } from "./ChatAnswer.ts";
import { scoreRemoteAnswer } from "./scoreRemoteAnswer.ts";

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
    if (options.scoring) this.scoreTokens = (request) => scoreRemoteAnswer(options.pool, options.model, request);
  }

  scoreTokens?: (request: TokenScoreRequest) => Promise<TokenScore>;

  get disposed(): boolean {
    return this.closed;
  }

  async generateJson(request: SchemaGenerationRequest): Promise<SchemaGenerationResult> {
    const attempts = Math.max(1, request.attempts ?? JSON_ATTEMPTS);
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

  countTokens(messages: readonly ChatMessage[]): Promise<number> {
    // Not through the pool: counting is cheap for a server and must not wait behind generations.
    return countMessageTokens(this.options.pool.endpoints[0]!.client, this.options.model, messages, this.options.counter);
  }

  async dispose(): Promise<void> {
    this.closed = true;
  }
}
