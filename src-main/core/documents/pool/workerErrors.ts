import { toErrorInfo, type ErrorInfo } from "../../../contract/errors.ts";
import type { ParseReply } from "./workerMessages.ts";

// Errors carried between a worker and the main thread, for every worker of the app (parse, export,
// report, review, embeddings): structured clone keeps an Error's message but not our classes' names.

export function errorToReply(id: number, error: unknown): ParseReply {
  return { id, ok: false, error: errorFields(error) };
}

/** An error as fields that survive structured clone with their name (used by every worker). */
export function errorFields(error: unknown): ErrorInfo & { stack?: string } {
  // With an import error's reason and remedy, which the import panel shows beside the file's name.
  if (error instanceof Error) return { ...toErrorInfo(error), stack: error.stack };
  return toErrorInfo(error);
}

/**
 * Rebuilds a worker's error on the main thread with its name and message. Not an instance of
 * the original class (its constructor would rebuild the message): callers go by `name`, which is
 * also all that crosses IPC and the CLI.
 */
export function errorFromReply(reply: ErrorInfo & { stack?: string }): Error {
  const error = new Error(reply.message);
  error.name = reply.name;
  if (reply.stack) error.stack = reply.stack;
  // Read back by toErrorInfo, as from the original class's fields.
  if (reply.reason !== undefined) Object.assign(error, { reason: reply.reason });
  if (reply.remedy !== undefined) Object.assign(error, { remedy: reply.remedy });
  if (reply.detail !== undefined) Object.assign(error, { detail: reply.detail });
  return error;
}
