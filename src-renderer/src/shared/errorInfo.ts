import type { ErrorInfo } from "@contract/errors.ts";

/**
 * Anything thrown, as the {name, message} pair the views keep in state. The contract has the
 * same helper, but its module loads zod, which the page does not otherwise need.
 */
export function errorInfoOf(error: unknown): ErrorInfo {
  if (error instanceof Error) return { name: error.name || "Error", message: error.message };
  return { name: "Error", message: String(error) };
}
