import { GeneralChatWrapper, resolveChatWrapper, type ChatWrapper, type LlamaModel } from "node-llama-cpp";
import type { ChatTemplateInfo } from "../../../contract/llm.ts";

export interface ResolvedChatTemplate {
  wrapper: ChatWrapper;
  info: ChatTemplateInfo;
}

/**
 * The chat format for a model: its own template (as a specialized node-llama-cpp wrapper when it
 * recognizes the template, else rendered by the Jinja wrapper), or the General format when the
 * file has none or it cannot be rendered. The fallback is reported in `info`, never silent:
 * node-llama-cpp's own "auto" guesses a format from the file name (Llama 2 for stories260K),
 * which reads like the model's choice when it is not.
 */
export function resolveChatTemplate(model: LlamaModel): ResolvedChatTemplate {
  const template = model.fileInfo.metadata?.tokenizer?.chat_template;
  if (typeof template === "string" && template.trim() !== "") {
    try {
      const wrapper = resolveChatWrapper(model, { warningLogs: false, fallbackToOtherWrappersOnJinjaError: false });
      return { wrapper, info: { source: "model", name: wrapper.wrapperName } };
    } catch {
      // A template node-llama-cpp's Jinja engine cannot render: same as none.
    }
  }
  const wrapper = new GeneralChatWrapper();
  return { wrapper, info: { source: "fallback", name: wrapper.wrapperName } };
}
