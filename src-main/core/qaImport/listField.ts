/**
 * A field that holds several texts: a JSON array, a Python-style list literal (ChemLit-QA writes
 * its context sentences as `['First.', "It's second."]`), or one plain text. Empty items are
 * dropped; a text that only looks like a list but does not parse stays one text.
 */
export function listField(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => (typeof item === "string" ? [item] : item === null || item === undefined ? [] : [String(item)])).filter((s) => s.trim() !== "");
  if (value === null || value === undefined) return [];
  const text = String(value).trim();
  if (text === "") return [];
  if (text.startsWith("[") && text.endsWith("]")) {
    const parsed = parseListLiteral(text);
    if (parsed) return parsed.filter((s) => s.trim() !== "");
  }
  return [text];
}

const ESCAPES: Record<string, string> = { n: "\n", t: "\t", r: "\r", "\\": "\\", "'": "'", '"': '"' };

/** `[ 'a', "b" ]` as ["a", "b"]; null when it is not a list of quoted strings. */
function parseListLiteral(text: string): string[] | null {
  try {
    const json: unknown = JSON.parse(text);
    if (Array.isArray(json) && json.every((item) => typeof item === "string")) return json as string[];
  } catch {
    // Not JSON: read it as a Python list below.
  }
  const items: string[] = [];
  let i = 1;
  const skipSpace = () => {
    while (i < text.length && /\s/.test(text[i]!)) i++;
  };
  skipSpace();
  if (text[i] === "]") return i === text.length - 1 ? [] : null;
  for (;;) {
    skipSpace();
    const quote = text[i];
    if (quote !== "'" && quote !== '"') return null;
    let item = "";
    for (i++; i < text.length && text[i] !== quote; i++) {
      if (text[i] === "\\" && i + 1 < text.length) {
        i++;
        item += ESCAPES[text[i]!] ?? `\\${text[i]}`;
      } else item += text[i];
    }
    if (i >= text.length) return null;
    items.push(item);
    i++;
    skipSpace();
    if (text[i] === ",") {
      i++;
      continue;
    }
    return text[i] === "]" && i === text.length - 1 ? items : null;
  }
}
