import type { ParsedPaper } from "../ParsedPaper.ts";

/** Main thread -> worker: one PDF to parse. `data`'s buffer is transferred, not copied. */
export interface ParseRequest {
  id: number;
  data: Uint8Array;
  file: string;
  password?: string;
}

/** Worker -> main thread. Errors travel as plain fields: structured clone keeps the message of
 * an Error but resets the name of every class it does not know (ours) to "Error". */
export type ParseReply =
  | { id: number; ok: true; paper: ParsedPaper }
  | { id: number; ok: false; error: { name: string; message: string; stack?: string } };

export function errorToReply(id: number, error: unknown): ParseReply {
  return { id, ok: false, error: errorFields(error) };
}

/** An error as fields that survive structured clone with their name (used by every worker). */
export function errorFields(error: unknown): { name: string; message: string; stack?: string } {
  if (error instanceof Error) return { name: error.name, message: error.message, stack: error.stack };
  return { name: "Error", message: String(error) };
}

/**
 * Rebuilds a worker's error on the main thread with its name and message. Not an instance of
 * the original class (its constructor would rebuild the message): callers go by `name`, which is
 * also all that crosses IPC and the CLI.
 */
export function errorFromReply(reply: { name: string; message: string; stack?: string }): Error {
  const error = new Error(reply.message);
  error.name = reply.name;
  if (reply.stack) error.stack = reply.stack;
  return error;
}
