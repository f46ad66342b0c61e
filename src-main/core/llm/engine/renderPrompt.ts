import type { ChatHistoryItem, ChatWrapper, LlamaModel, LlamaText, Token } from "node-llama-cpp";
import type { ChatMessage } from "../../../contract/llm.ts";

export interface RenderedPrompt {
  tokens: Token[];
  /** What the chat format says ends the model's turn (besides end-of-generation tokens). */
  stopTriggers: readonly LlamaText[];
}

/**
 * Renders messages through the chat format up to the opening of the model's turn (followed by
 * `answerPrefix`, when given, as the start of that turn). Message text is plain text: special
 * tokens written in a paper ("<|im_end|>") stay text and cannot end a turn early.
 */
export function renderPrompt(model: LlamaModel, wrapper: ChatWrapper, messages: readonly ChatMessage[], answerPrefix = ""): RenderedPrompt {
  const chatHistory: ChatHistoryItem[] = messages.map((message) =>
    message.role === "system"
      ? { type: "system", text: message.content }
      : message.role === "user"
        ? { type: "user", text: message.content }
        : { type: "model", response: [message.content] },
  );
  chatHistory.push({ type: "model", response: answerPrefix ? [answerPrefix] : [] });
  const { contextText, stopGenerationTriggers } = wrapper.generateContextState({ chatHistory });
  return { tokens: contextText.tokenize(model.tokenizer), stopTriggers: stopGenerationTriggers };
}
