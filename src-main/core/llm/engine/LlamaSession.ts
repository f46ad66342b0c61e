import type { ChatMessage } from "../../../contract/llm.ts";
import type { ModelSession, SchemaGenerationRequest, SchemaGenerationResult, TokenScore, TokenScoreRequest } from "../../../contract/modelHost.ts";
import type { Generator } from "./Generator.ts";
import type { GrammarSchema } from "./generateWithRetries.ts";
import type { GenerationProgress } from "./runGeneration.ts";

/** A llama.cpp context as the backend-neutral session: grammar-bound JSON, teacher-forced scoring, exact token counts. */
export class LlamaSession implements ModelSession {
  readonly generator: Generator;

  constructor(generator: Generator) {
    this.generator = generator;
  }

  get contextSize(): number {
    return this.generator.contextSize;
  }

  get sequences(): number {
    return this.generator.sequences;
  }

  get disposed(): boolean {
    return this.generator.disposed;
  }

  async generateJson(request: SchemaGenerationRequest): Promise<SchemaGenerationResult> {
    const { onTokens, onText, schema, ...rest } = request;
    let text = "";
    let tokens = 0;
    const onProgress = (p: GenerationProgress) => {
      onTokens?.(p.tokens);
      if (!onText) return;
      // Token counts start again at each attempt, and so does the text.
      text = p.tokens <= tokens ? p.chunk : text + p.chunk;
      tokens = p.tokens;
      onText(text);
    };
    const result = await this.generator.generateJson({
      ...rest,
      // Callers write schemas in the GBNF-compatible subset; the grammar compiler checks it.
      schema: schema as unknown as GrammarSchema,
      ...(onTokens || onText ? { onProgress } : {}),
    });
    return { output: result.output, text: result.text, tokens: { prompt: result.promptTokens, evaluated: result.evaluatedPromptTokens, generated: result.tokens } };
  }

  scoreTokens(request: TokenScoreRequest): Promise<TokenScore> {
    return this.generator.scoreAnswer(request);
  }

  async countTokens(messages: readonly ChatMessage[]): Promise<number> {
    return this.generator.countPromptTokens(messages);
  }

  dispose(): Promise<void> {
    return this.generator.dispose();
  }
}
