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
