import { LlamaGrammarEvaluationState, type LlamaContextSequence, type LlamaGrammar, type Token } from "node-llama-cpp";
import type { StopReason } from "../../../contract/llm.ts";
import { feedPrompt } from "./feedPrompt.ts";
import type { StopDetector } from "./StopDetector.ts";

/** Reported after each token whose text is complete. */
export interface GenerationProgress {
  /** Tokens generated so far. */
  tokens: number;
  /** Generation speed so far (time to the first token excluded). */
  tokensPerSecond: number;
  /** The text this token added. */
  chunk: string;
}

export interface TokenLoopSettings {
  temperature: number;
  topP: number;
  topK: number;
  seed: number;
  maxTokens: number;
  grammar?: LlamaGrammar;
  stop: StopDetector;
  signal?: AbortSignal;
  onProgress?: (progress: GenerationProgress) => void;
}

export interface RawGeneration {
  text: string;
  tokens: number;
  promptTokens: number;
  /** Prompt tokens actually evaluated; the rest were reused from the sequence's state. */
  evaluatedPromptTokens: number;
  stopReason: StopReason;
  tokensPerSecond: number;
}

const REPLACEMENT = "\uFFFD";

/**
 * One generation on one sequence: the prompt (its evaluated prefix reused), then sampled tokens
 * until an end-of-generation token, a stop trigger or `maxTokens`. The caller has checked that
 * prompt + maxTokens fit in the window, so no context shift can happen underneath.
 */
export async function runGeneration(sequence: LlamaContextSequence, promptTokens: readonly Token[], settings: TokenLoopSettings): Promise<RawGeneration> {
  const { stop, signal, onProgress, grammar } = settings;
  const model = sequence.model;
  const { reused, last } = await feedPrompt(sequence, promptTokens, signal);

  const generated: Token[] = [];
  // Text is followed token by token only when something needs it (stop text, progress).
  const followText = stop.hasText || onProgress !== undefined;
  // Only the last few characters are searched for stop text: appending to one growing string and
  // searching it would flatten the whole answer on every token.
  let tail = "";
  let held = 0; // trailing tokens whose bytes do not yet make a whole character
  let stopReason: StopReason = "endOfText";
  let stoppedOnText = false;
  let firstAt = 0;
  let lastAt = 0;
  const speed = () => (generated.length > 1 && lastAt > firstAt ? ((generated.length - 1) * 1000) / (lastAt - firstAt) : 0);

  const iterator = sequence.evaluate([last], {
    temperature: settings.temperature,
    topP: settings.topP,
    topK: settings.topK,
    seed: settings.seed,
    grammarEvaluationState: grammar ? new LlamaGrammarEvaluationState({ model, grammar }) : undefined,
  });
  for await (const token of iterator) {
    lastAt = performance.now();
    if (generated.length === 0) firstAt = lastAt;
    if (stop.tokens.has(token)) {
      stopReason = "stopTrigger";
      break;
    }
    generated.push(token);
    if (followText) {
      held++;
      const chunk = model.detokenize(generated.slice(-held), false, generated.slice(Math.max(0, generated.length - held - 8), -held));
      if (!chunk.endsWith(REPLACEMENT) || held >= 4) {
        held = 0;
        tail = (tail + chunk).slice(-(stop.longest + chunk.length));
        if (stop.hasText && stop.findText(tail, chunk.length) >= 0) {
          stopReason = "stopTrigger";
          stoppedOnText = true;
          break;
        }
        onProgress?.({ tokens: generated.length, tokensPerSecond: speed(), chunk });
      }
    }
    if (signal?.aborted) break;
    if (generated.length >= settings.maxTokens) {
      stopReason = "maxTokens";
      break;
    }
  }
  signal?.throwIfAborted();

  let output = model.detokenize(generated);
  if (stoppedOnText) {
    // Cut in the text of all tokens at once (piecewise detokenizing can differ in spacing).
    const at = stop.findText(output, output.length);
    if (at >= 0) output = output.slice(0, at);
  }
  if (grammar?.trimWhitespaceSuffix) output = output.trimEnd();
  return {
    text: output,
    tokens: generated.length,
    promptTokens: promptTokens.length,
    evaluatedPromptTokens: promptTokens.length - reused,
    stopReason,
    tokensPerSecond: speed(),
  };
}
