/** The part of a chat-completions answer read here (OpenAI's shape; vLLM adds `prompt_logprobs`). */
export interface ChatAnswer {
  choices?: { message?: { content?: string | null }; finish_reason?: string | null }[];
  usage?: { prompt_tokens?: number; completion_tokens?: number; prompt_tokens_details?: { cached_tokens?: number } | null };
  prompt_logprobs?: (Record<string, { logprob: number; decoded_token?: string }> | null)[] | null;
}
