// An imported QA's other fields (the columns of its row in the file) as a reader wants them:
// names in words, numbers rounded to what they mean, lists as lists. The file's raw text stays in
// the export's provenance; this is only how Review shows it. Pure, so it is unit tested.


/** A column's name in words: "SE_penalized" as "SE penalized", "Cluster_labels" as "Cluster labels" (capitals of an acronym kept). */
function fieldName(key: string): string {
  const parts = key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").split(/[\s_.-]+/).filter(Boolean);
  const text = parts.map((part, i) => (part.length > 1 && part === part.toUpperCase() ? part : i === 0 ? part.charAt(0).toUpperCase() + part.slice(1).toLowerCase() : part.toLowerCase())).join(" ");
  return text || key;
}

/** A value this close to zero is a floating-point remainder ("1.1102230246251563e-16"): shown as 0. */
const ROUNDING_NOISE = 1e-9;

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** "0.9463887564485952" as "0.946", "1050" as it is, "1.1e-16" as "0". */
function readableNumber(value: number): string {
  if (Math.abs(value) < ROUNDING_NOISE) return "0";
  // Whole numbers stay as the file writes them: often an id or an index, not a quantity.
  if (Number.isInteger(value)) return String(value);
  if (Math.abs(value) >= 1000) return Math.round(value).toLocaleString("en-US");
  return Number(value.toPrecision(3)).toString();
}

/** A list of quoted texts as Python writes one: `['a', "it's b"]`; null when the text is not one. */
function pythonList(text: string): string[] | null {
  const inner = text.slice(1, -1).trim();
  if (inner === "") return [];
  const items: string[] = [];
  const item = /\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)")\s*(,|$)/y;
  for (let at = 0; at < inner.length; ) {
    item.lastIndex = at;
    const match = item.exec(inner);
    if (!match) return null;
    items.push((match[1] ?? match[2] ?? "").replace(/\\(.)/g, "$1"));
    at = item.lastIndex;
  }
  return items;
}

/** A parsed value in words: numbers rounded, a list's items joined, a pair of numbers as a range. */
function readable(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (typeof value === "number") return readableNumber(value);
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (Array.isArray(value)) {
    if (value.length === 0) return "none";
    if (value.length === 2 && value.every((v) => typeof v === "number")) return `${readableNumber(value[0] as number)}–${readableNumber(value[1] as number)}`;
    return value.map(readable).join(value.some(Array.isArray) ? "; " : ", ");
  }
  if (typeof value === "object") return Object.entries(value as Record<string, unknown>).map(([k, v]) => `${fieldName(k)}: ${readable(v)}`).join("; ");
  const text = String(value).trim();
  if (NUMBER.test(text)) return readableNumber(Number(text));
  if (text.startsWith("[") && text.endsWith("]")) {
    try {
      return readable(JSON.parse(text) as unknown);
    } catch {
      const list = pythonList(text);
      if (list) return readable(list);
    }
  }
  return text;
}

/** The file's fields for one QA, each as a name and a value in words, in the file's order. */
export function importedFields(fields: unknown): { name: string; value: string }[] {
  if (!fields || typeof fields !== "object" || Array.isArray(fields)) return [];
  return Object.entries(fields as Record<string, unknown>).map(([key, value]) => ({ name: fieldName(key), value: readable(value) }));
}
