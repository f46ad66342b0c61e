import type { LlamaModel } from "node-llama-cpp";
import type { JsonGrammar, GrammarSchema } from "./generateWithRetries.ts";
import type { ResolvedChatTemplate } from "./resolveChatTemplate.ts";

/** What a Generator needs from a loaded model. */
export interface ModelHandle {
  readonly file: string;
  readonly model: LlamaModel;
  readonly chatTemplate: ResolvedChatTemplate;
  /** A compiled grammar for the schema, cached per model. */
  grammarFor(schema: GrammarSchema): Promise<JsonGrammar>;
}
