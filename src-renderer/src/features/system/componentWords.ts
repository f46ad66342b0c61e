import type { ComponentCheck } from "@contract/system.ts";

// The parts the System table lists, by what they do for the app; the package's own name stays
// in the tooltip, for a bug report.
const COMPONENT_WORDS: Record<string, string> = {
  node: "JavaScript engine",
  electron: "Desktop shell",
  "better-sqlite3": "Database driver",
  sqlite: "Database engine",
  library: "Library file",
  "node-llama-cpp": "Model runtime",
  "llama.cpp": "Inference engine",
  "gpu backends": "GPU backends",
  "gpu devices": "GPU devices",
  "pdf.js": "PDF reader",
};

/** "Model runtime" for "node-llama-cpp"; a part this list does not know keeps its name. */
export function componentWords(name: string): string {
  return COMPONENT_WORDS[name] ?? name;
}

/** "ok", "problem", or "none" for a part this machine does not have and does not need (no GPU driver): never a green "ok" beside it. */
export function componentState(check: Pick<ComponentCheck, "ok" | "absent">): string {
  return !check.ok ? "problem" : check.absent ? "none" : "ok";
}

/** The state's colour: green only for what works, red for a problem, plain for what is absent. */
export function componentStateClass(check: Pick<ComponentCheck, "ok" | "absent">): string {
  return !check.ok ? "error" : check.absent ? "muted" : "ok";
}
