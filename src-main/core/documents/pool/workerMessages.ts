import type { PageText } from "../layout/types.ts";
import type { ParsedPaper } from "../ParsedPaper.ts";

/**
 * Main thread -> worker: one PDF to parse. `data`'s buffer is transferred, not copied. `claims`
 * (a PageClaims buffer) is how a helper shares the pages; a worker that ignores it and never
 * says "opened" simply gets no helper.
 */
export interface ParseRequest {
  kind?: "parse";
  id: number;
  data: Uint8Array;
  file: string;
  password?: string;
  claims?: SharedArrayBuffer;
}

/** Main thread -> an idle worker: read pages of request `id` from the back of its `claims`. */
export interface HelpRequest {
  kind: "help";
  id: number;
  data: Uint8Array;
  file: string;
  password?: string;
  claims: SharedArrayBuffer;
}

/** Main thread -> owner: the pages a helper read (none when it failed or died). */
export interface HelperPages {
  kind: "pages";
  id: number;
  pages: PageText[];
}

/** Main thread -> an idle worker: close the port and end once nothing is left to do (ParserPool.dispose). */
export interface CloseRequest {
  kind: "close";
}

export type WorkerRequest = ParseRequest | HelpRequest | HelperPages | CloseRequest;

/** Worker -> main thread, as the owner: the file opened and its pages can be shared. */
export interface OpenedNotice {
  kind: "opened";
  id: number;
}

/** Worker -> main thread, as a helper: what it read (to forward to the owner); it is free again. */
export interface HelpedNotice {
  kind: "helped";
  id: number;
  pages: PageText[];
}

/** Worker -> main thread: the outcome of a parse. Errors travel as plain fields: structured clone
 * keeps the message of an Error but resets the name of every class it does not know (ours) to "Error". */
export type ParseReply =
  | { kind?: undefined; id: number; ok: true; paper: ParsedPaper }
  | { kind?: undefined; id: number; ok: false; error: { name: string; message: string; stack?: string } };

export type WorkerMessage = ParseReply | OpenedNotice | HelpedNotice;

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
