import type { Llama, LlamaModel } from "node-llama-cpp";
import type { FileIdentityText } from "../../files/sameFile.ts";
import { checkGgufFile } from "../gguf/checkGgufFile.ts";
import { pinModelFile } from "../gguf/pinModelFile.ts";
import { renderPrompt } from "./renderPrompt.ts";

/** Counts the tokens a text takes as one chat message, the way a run's prompts are budgeted. */
export interface PromptTokenCounter {
  countTokens(text: string): number;
  /** True when the model's own tokenizer counts; false for the estimate. */
  readonly exact: boolean;
  /** Names the model's header gives itself (`general.name`, `basename`, `finetune`, tags), for guessing what kind of model it is. */
  readonly headerNames: readonly string[];
  dispose(): Promise<void>;
}

/**
 * The model's tokenizer and chat format without its weights: node-llama-cpp loads a GGUF with
 * `vocabOnly`, which reads the vocabulary only (no tensors, no context), so checking a run
 * before it starts costs megabytes, not gigabytes. Counts exactly as the pipeline's generator
 * does: the text rendered as a user message through the model's chat template. The header is
 * checked first (checkGgufFile): llama.cpp trusts its numbers, and a damaged one can end the process.
 * `expected`: the file as its trial saw it. Defaults to the file as checked here.
 */
export async function loadPromptTokenizer(llama: Llama, file: string, expected?: FileIdentityText): Promise<PromptTokenCounter> {
  const [checked] = await checkGgufFile(file);
  // The file checked (and, given `expected`, tried) is the one llama.cpp reads: see pinModelFile.
  const pinned = await pinModelFile(file, expected ?? checked!.identity);
  let model: LlamaModel;
  try {
    model = await llama.loadModel({ modelPath: pinned.path, vocabOnly: true, gpuLayers: 0 });
  } catch (error) {
    await pinned.release();
    throw error;
  }
  model.onDispose.createListener(() => void pinned.release());
  // Imported here: it loads node-llama-cpp's chat wrappers, which the pipeline service (built by
  // every command) needs only once a run is checked against a real model.
  const { resolveChatTemplate } = await import("./resolveChatTemplate.ts");
  const { wrapper } = resolveChatTemplate(model);
  const general = (model.fileInfo.metadata?.general ?? {}) as Record<string, unknown>;
  const headerNames = [general.name, general.basename, general.finetune, ...(Array.isArray(general.tags) ? general.tags : [])].filter((v): v is string => typeof v === "string" && v.trim() !== "");
  return {
    countTokens: (text) => renderPrompt(model, wrapper, [{ role: "user", content: text }]).tokens.length,
    exact: true,
    headerNames,
    dispose: () => model.dispose(),
  };
}

/** Characters per token of the estimate: about right for English prose with the common BPE vocabularies. */
const CHARS_PER_TOKEN = 4;
/** Tokens the chat template adds around one message, in the estimate. */
const TEMPLATE_TOKENS = 8;

/** When the tokenizer cannot be loaded: about 4 characters a token, labelled as an estimate wherever it is shown. */
export const estimatedTokenCounter: PromptTokenCounter = {
  countTokens: (text) => Math.ceil(text.length / CHARS_PER_TOKEN) + TEMPLATE_TOKENS,
  exact: false,
  headerNames: [],
  dispose: async () => undefined,
};
