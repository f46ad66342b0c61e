import type { AskProgress } from "@contract/ask.ts";
import { formatCount } from "../../shared/format.ts";

/** The line above the answer while it is found and written, and after it stopped; null once done. */
export function progressLine(progress: AskProgress | null, busy: boolean): string | null {
  if (busy && (!progress || progress.status === "retrieving")) return "Searching your papers…";
  if (!progress) return null;
  const shown = progress.retrieval?.passages.filter((p) => p.shown).length ?? 0;
  const read = shown > 0 ? `Reading ${formatCount(shown, "passage")}` : "Reading the passages";
  switch (progress.status) {
    case "writing":
      return progress.tokens > 0 ? `${read}; writing the answer (${formatCount(progress.tokens, "token")} so far)…` : `${read}…`;
    case "stopped":
      return "Stopped before the answer was finished. Nothing was stored.";
    case "failed":
      return "The answer could not be written.";
    default:
      return null;
  }
}
