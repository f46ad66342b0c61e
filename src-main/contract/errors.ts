import { z } from "zod";

/**
 * How an error crosses a process boundary (IPC, HTTP, CLI `--json`). The UI picks its wording
 * by `name`; `message` is already written for a researcher, built from the facts.
 */
export const ErrorInfoSchema = z.object({
  name: z.string(),
  message: z.string(),
});
export type ErrorInfo = z.infer<typeof ErrorInfoSchema>;

/** Turns anything thrown into an ErrorInfo without losing the error's own name. */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (error instanceof Error) return { name: error.name || "Error", message: error.message };
  return { name: "Error", message: String(error) };
}
