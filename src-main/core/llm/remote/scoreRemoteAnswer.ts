import type { ChatMessage } from "../../../contract/llm.ts";
import type { TokenScore, TokenScoreRequest } from "../../../contract/modelHost.ts";
import type { ChatAnswer } from "./ChatAnswer.ts";
import type { RemoteEndpointPool } from "./RemoteEndpointPool.ts";
import { RemoteScoringError } from "./RemoteScoringError.ts";

/**
 * The answer's log-probability as the prompt's continuation: the conversation is sent with the
 * answer as an unfinished assistant turn (`continue_final_message`), one token generated, and
 * the server's `prompt_logprobs` read from the end back over the answer's text.
 * Used by RemoteSession when the server was found to return prompt log-probabilities.
 */
export async function scoreRemoteAnswer(pool: RemoteEndpointPool, model: string, request: TokenScoreRequest): Promise<TokenScore> {
  const messages: ChatMessage[] = [...request.messages, { role: "assistant", content: request.answer }];
  const answer = await pool.run(
    request.sequence,
    (client) =>
      client.request<ChatAnswer>("chatCompletions", {
        body: { model, messages, max_tokens: 1, temperature: 0, prompt_logprobs: 0, add_generation_prompt: false, continue_final_message: true },
        ...(request.signal ? { signal: request.signal } : {}),
      }),
    request.signal,
  );
  const entries = answer.prompt_logprobs;
  if (!Array.isArray(entries)) throw new RemoteScoringError(model, "the server returned no prompt log-probabilities");
  const target = request.answer.trim();
  const tokens: TokenScore["tokens"] = [];
  let covered = "";
  for (let i = entries.length - 1; i >= 0 && covered.trim().length < target.length; i--) {
    const entry = entries[i];
    const [id, value] = entry ? (Object.entries(entry)[0] ?? []) : [];
    if (!value || id === undefined) throw new RemoteScoringError(model, `position ${i} of the prompt has no log-probability`);
    const text = value.decoded_token ?? "";
    covered = text + covered;
    tokens.unshift({ token: Number(id), text, logProb: value.logprob });
  }
  if (!covered.includes(target) && !target.includes(covered.trim())) throw new RemoteScoringError(model, "the scored tokens do not spell the answer");
  const logProb = tokens.reduce((sum, t) => sum + t.logProb, 0);
  const promptTokens = answer.usage?.prompt_tokens ?? entries.length;
  return { logProb, meanLogProb: tokens.length ? logProb / tokens.length : 0, tokens, promptTokens, evaluatedPromptTokens: promptTokens };
}
