import type { LlamaContextSequence, Token } from "node-llama-cpp";

export interface FedPrompt {
  /** Prompt tokens already in the sequence's state from an earlier request (not evaluated again). */
  reused: number;
  /** The prompt's last token, still to evaluate: its logits give the first answer token. */
  last: Token;
}

/**
 * Brings the sequence's state to the prompt minus its last token: the longest prefix it already
 * holds is kept (a paper shared by consecutive prompts is read once), the rest is evaluated in
 * batch-size chunks so an abort takes effect between chunks of a long paper.
 *
 * The last token is always left for the caller to evaluate on its own, whether or not the prefix
 * was reused. llama.cpp is not batch-invariant: logits computed in a batch of 40 tokens differ in
 * the last bits from the same logits in a batch of 1. Keeping the batch that yields logits the
 * same shape makes a request give the same tokens and scores on a fresh sequence and on a reused one.
 */
export async function feedPrompt(sequence: LlamaContextSequence, promptTokens: readonly Token[], signal?: AbortSignal): Promise<FedPrompt> {
  if (promptTokens.length === 0) throw new RangeError("The prompt rendered to no tokens.");
  signal?.throwIfAborted();
  const end = promptTokens.length - 1;
  await sequence.adaptStateToTokens(promptTokens.slice(0, end), false);
  const reused = sequence.nextTokenIndex;
  const batch = sequence.context.batchSize;
  for (let start = reused; start < end; start += batch) {
    signal?.throwIfAborted();
    await sequence.evaluateWithoutGeneratingNewTokens(promptTokens.slice(start, Math.min(end, start + batch)));
  }
  signal?.throwIfAborted();
  return { reused, last: promptTokens[end]! };
}
