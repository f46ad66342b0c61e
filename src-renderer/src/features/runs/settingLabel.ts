// What a strategy setting is called when its schema gives no title: its key in words.

const ACRONYMS: Record<string, string> = { qa: "QA", qas: "QAs", id: "ID", url: "URL", llm: "LLM", rag: "RAG" };

/** "qaPerPaper" → "QA per paper", "multiHopMinPlaces" → "Multi hop min places". */
export function labelFor(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ACRONYMS[word.toLowerCase()] ?? word.toLowerCase());
  if (words.length === 0) return key;
  const first = words[0]!;
  words[0] = first === first.toUpperCase() ? first : first.charAt(0).toUpperCase() + first.slice(1);
  return words.join(" ");
}
