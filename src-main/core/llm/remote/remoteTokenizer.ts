import type { ChatMessage } from "../../../contract/llm.ts";
import type { TokenCounter } from "../../../contract/modelHost.ts";
import type { RemoteHttpClient } from "./RemoteHttpClient.ts";

/**
 * Characters per token assumed when the server has no tokenizer route: English prose runs at
 * about 4 characters per token in the common BPE vocabularies, chemistry and numbers at fewer,
 * so 3 over-counts nearly everything and a prompt packed by it fits.
 */
export const ESTIMATE_CHARS_PER_TOKEN = 3;
/** Tokens a chat template adds around each message (role markers, separators), over-counted. */
export const MESSAGE_OVERHEAD_TOKENS = 8;
/** Margin on a calibrated ratio: one sample text does not tokenize like every paper. */
const CALIBRATION_MARGIN = 1.15;

/** How a remote model's tokens are counted: its own tokenizer, or a character estimate. */
export type RemoteTokenCounting = "server-tokenizer" | "estimate";

/** The server's tokenizer route: `/tokenize` at the server's root (llama.cpp server, vLLM); null when it has none. */
export async function tokenizeRemote(client: RemoteHttpClient, model: string, text: string, signal?: AbortSignal): Promise<number | null> {
  try {
    // vLLM and llama.cpp's server both answer { tokens: [...] }; vLLM also gives `count`.
    const answer = await client.request<{ tokens?: unknown[]; count?: number }>("tokenize", { attempts: 2, body: { model, content: text, prompt: text, add_special: false }, ...(signal ? { signal } : {}) });
    if (typeof answer.count === "number") return answer.count;
    return Array.isArray(answer.tokens) ? answer.tokens.length : null;
  } catch {
    return null;
  }
}

/**
 * A synchronous counter for prompt packing, which counts thousands of passages per paper and
 * cannot wait for a round trip each: the server's tokenizer is asked once about a sample text,
 * and its characters per token (less a margin) are used from then on. Without a tokenizer route
 * the fixed estimate is used; either way the counts are estimates, which `counting` says.
 */
export async function calibratedCounter(client: RemoteHttpClient, model: string, sample: string): Promise<TokenCounter & { counting: RemoteTokenCounting; charsPerToken: number }> {
  const tokens = await tokenizeRemote(client, model, sample);
  const measured = tokens && tokens > 0 ? sample.length / tokens / CALIBRATION_MARGIN : null;
  const charsPerToken = measured ? Math.min(measured, 4) : ESTIMATE_CHARS_PER_TOKEN;
  return {
    counting: measured ? "server-tokenizer" : "estimate",
    charsPerToken,
    countTokens: (text) => Math.ceil(text.length / charsPerToken) + MESSAGE_OVERHEAD_TOKENS,
  };
}

/** Tokens chat messages take: the server's tokenizer on their text plus the template's overhead, else the estimate. */
export async function countMessageTokens(client: RemoteHttpClient, model: string, messages: readonly ChatMessage[], fallback: TokenCounter): Promise<number> {
  const text = messages.map((m) => m.content).join("\n");
  const counted = await tokenizeRemote(client, model, text);
  if (counted === null) return messages.reduce((sum, m) => sum + fallback.countTokens(m.content), 0);
  return counted + messages.length * MESSAGE_OVERHEAD_TOKENS;
}
