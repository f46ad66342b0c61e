import { z } from "zod";

/**
 * How an error crosses a process boundary (IPC, HTTP, CLI `--json`). The UI picks its wording
 * by `name`; `message` is already written for a researcher, built from the facts.
 */
export const ErrorInfoSchema = z.object({
  name: z.string(),
  message: z.string(),
  /**
   * The cause and the next step without the name of the file it is about, for a screen that
   * shows that name just beside it ("Not a PDF file." beside "notes.pdf"); `message` says
   * both, for a log or a line of the CLI. Without `remedy`'s words when one is given.
   */
  reason: z.string().optional(),
  /** A next step the app can take the user to, so a screen offers it as an action. */
  remedy: z.enum(["turn-on-ocr"]).optional(),
  /**
   * The cause in the words of the library that found it (pdf.js's "Invalid PDF structure"), kept
   * for a log, the CLI and a bug report; a screen shows `reason` or `message`, never this.
   */
  detail: z.string().optional(),
});
export type ErrorInfo = z.infer<typeof ErrorInfoSchema>;
export type ErrorRemedy = NonNullable<ErrorInfo["remedy"]>;

/** Turns anything thrown into an ErrorInfo without losing the error's own name, its reason, remedy or detail. */
export function toErrorInfo(error: unknown): ErrorInfo {
  if (!(error instanceof Error)) return { name: "Error", message: String(error) };
  const info: ErrorInfo = { name: error.name || "Error", message: error.message };
  const { reason, remedy, detail } = error as { reason?: unknown; remedy?: unknown; detail?: unknown };
  if (typeof reason === "string") info.reason = reason;
  if (typeof detail === "string") info.detail = detail;
  if (remedy === "turn-on-ocr") info.remedy = remedy;
  return info;
}
