import type { RemoteRoute } from "../../../contract/remoteAddress.ts";

/**
 * The most each request's answer may hold. A model list is a few kilobytes; a token list for the
 * longest paper a megabyte or two; the largest completion is a scoring answer, whose prompt
 * log-probabilities take ~100 bytes per prompt token (32 MiB is ~300,000 tokens, past every
 * context served today).
 */
export const ANSWER_LIMIT_BYTES: Record<RemoteRoute, number> = {
  models: 4 * 1024 * 1024,
  tokenize: 8 * 1024 * 1024,
  chatCompletions: 32 * 1024 * 1024,
};
/** What each request's answer is, for the too-large error. */
export const ANSWER_WHAT: Record<RemoteRoute, string> = { models: "its list of models", tokenize: "a token count", chatCompletions: "one completion" };
/** Of an error answer only the start is read: it is described in a line, never kept whole. */
export const ERROR_BODY_LIMIT_BYTES = 64 * 1024;
