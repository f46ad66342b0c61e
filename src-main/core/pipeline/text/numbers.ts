/**
 * Units and unit-like suffixes a number may carry: "300 K", "300K", "1.5 eV", "20%", "5 mol%".
 * A number glued to other letters is part of a name ("FAPbI3", "2D", "COVID-19") and is not a
 * measured value.
 */
const UNIT = /^(?:%|‰|°C?|K|[kMGTmµμnpf]?(?:m|g|s|A|V|W|J|Hz|Pa|L|l|M|mol|eV|Wh|Ω|ohm|S|F|T|N|C|Da|bar|cd|lm|lx|Gy|Sv|Bq)|mol%|wt%|at%|vol%|ppm|ppb|min|h|d|y|yr|yrs|rpm|mAh|cm|mm|nm|µm|μm|Å|kDa|kJ|kcal|cal|mg|µg|μg|mL|µL|μL|dB|mV|mA|mW|kV|kW|MW|GW|GHz|MHz|kHz|nF|pF|µF|μF|eq|equiv|x|×|fold)(?:[-−⁻]?[0-9¹²³]+)?$/;

export interface FoundNumber {
  /** As written. */
  text: string;
  /** The usual reading ("1.130" as 1.13). */
  value: number;
  /**
   * Every reading the writing allows, the usual first: "20.000" is twenty in English and twenty
   * thousand in German; "6.0" in "6.0–9.8×10−8" may carry the range's exponent. Two numbers are
   * the same value when any of their readings are.
   */
  values: number[];
}

/** A power of ten after a number: "e-3", "×10^3", "× 10⁻³", "×10−8" (a superscript lost to plain text). */
const EXPONENT = String.raw`(?:[eE][-−+]?\d+|[×x]\s*10\s*(?:\^|[-−⁻]?)\s*[-−⁻]?\d+|[×x]\s*10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+)`;
const DIGITS = String.raw`(?:\d{1,3}(?:[ ,.\u202f]\d{3})+|\d+)(?:[.,·]\d+)?`;
const NUMBER = new RegExp(String.raw`(?<![\p{L}\p{N}.,])[-−+]?${DIGITS}(?:\s*${EXPONENT})?(?=([\p{L}%°‰Å]*)([^\p{L}\p{N}]|$))`, "gu");
/** "(6.0–9.8)×10−8": both ends of the range carry the exponent written once after it. */
const SHARED_EXPONENT_RANGE = new RegExp(String.raw`\(\s*([-−]?${DIGITS})\s*[–—-]\s*([-−]?${DIGITS})\s*\)\s*(${EXPONENT})`, "gu");
/** "6.0–9.8×10−8": the first end may carry the exponent written after the second. */
const OPEN_RANGE = new RegExp(String.raw`(?<![\p{L}\p{N}.,])([-−]?${DIGITS})\s*[–—]\s*[-−]?${DIGITS}\s*(${EXPONENT})`, "gu");
/** "1990s", "the 1850s": a decade, a time in history rather than a measured value. */
const DECADE = /^(?:1\d|20)\d0$/;

const SUPERSCRIPT: Record<string, string> = { "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-" };

/** The power of ten an exponent writes ("×10−8" → -8, "e3" → 3). */
function exponentOf(text: string): number {
  const t = text.replace(/[−]/g, "-").replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]/g, (c) => SUPERSCRIPT[c]!).replace(/\s+/g, "");
  const e = t.match(/^[eE]([-+]?\d+)$/);
  if (e) return Number(e[1]);
  return Number(t.match(/^[×x]10\^?(-?\d+)$/)?.[1] ?? 0);
}

/**
 * The readings of a number's digits, usual first. One separator followed by exactly three digits
 * is ambiguous ("1,000" groups thousands in English, "20.000" in German and Portuguese papers),
 * so both readings are kept; otherwise a comma is a decimal comma ("0,43") and several groups
 * are thousands ("1 000 000", "1.234.567", "1,234.5", "1.234,5").
 */
function readDigits(raw: string): number[] {
  const t = raw.replace(/[−]/g, "-").replace(/·/g, ".").replace(/[\s\u202f]/g, "");
  const sign = t.startsWith("-") ? -1 : 1;
  const body = t.replace(/^[-+]/, "");
  const one = body.match(/^(\d{1,3})([.,])(\d{3})$/);
  if (one) {
    const [, whole, separator, part] = one as unknown as [string, string, string, string];
    const grouped = Number(whole + part);
    const decimal = Number(`${whole}.${part}`);
    return (separator === "," ? [grouped, decimal] : [decimal, grouped]).map((v) => sign * v);
  }
  let value: number;
  if (/^\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(body)) value = Number(body.replace(/,/g, ""));
  else if (/^\d{1,3}(?:\.\d{3})+(?:,\d+)?$/.test(body)) value = Number(body.replace(/\./g, "").replace(",", "."));
  else value = Number(body.replace(",", "."));
  return [sign * value];
}

/** Turns "1,000", "1 000", "1e3", "1.5×10^3", "1.5 × 10⁻³", "−2" into numbers (the usual reading). */
export function parseNumber(text: string): number {
  return readNumber(text)[0]!;
}

/** Every reading of a number with its exponent, usual first. */
function readNumber(text: string): number[] {
  const exp = text.match(new RegExp(`\\s*${EXPONENT}$`, "u"));
  const digits = exp ? text.slice(0, exp.index) : text;
  const scale = exp ? 10 ** exponentOf(exp[0].trim()) : 1;
  return readDigits(digits).map((v) => v * scale);
}

/** Spans of `text` already read as parts of a range, and the readings found there. */
function readRanges(text: string): { spans: [number, number][]; found: (FoundNumber & { at: number })[] } {
  const spans: [number, number][] = [];
  const found: (FoundNumber & { at: number })[] = [];
  for (const m of text.matchAll(SHARED_EXPONENT_RANGE)) {
    const scale = 10 ** exponentOf(m[3]!.trim());
    spans.push([m.index, m.index + m[0].length]);
    for (const end of [m[1]!, m[2]!]) {
      const values = readDigits(end).map((v) => v * scale);
      found.push({ text: `${end.trim()}${m[3]!.trim()}`, value: values[0]!, values, at: m.index });
    }
  }
  return { spans, found };
}

/** The measured values written in a text, with units allowed and names like "FAPbI3" skipped. */
export function findNumbers(text: string): FoundNumber[] {
  const { spans, found } = readRanges(text);
  // The first end of an open range "6.0–9.8×10−8" may also be 6.0×10−8.
  const openEnds = new Map<number, number>();
  for (const m of text.matchAll(OPEN_RANGE)) openEnds.set(m.index, 10 ** exponentOf(m[2]!.trim()));
  const out: (FoundNumber & { at: number })[] = [...found];
  for (const match of text.matchAll(NUMBER)) {
    if (spans.some(([start, end]) => match.index >= start && match.index < end)) continue;
    const suffix = match[1] ?? "";
    if (suffix && !UNIT.test(suffix)) continue;
    if (suffix === "s" && DECADE.test(match[0])) continue;
    // "COVID-19", "Ti-6Al": a hyphen glued to a word before the number names something.
    const previous = text[match.index - 1] ?? "";
    if (/\p{L}/u.test(previous) || (/[-−]/.test(previous) && /\p{L}/u.test(text[match.index - 2] ?? ""))) continue;
    const values = readNumber(match[0]);
    const shared = openEnds.get(match.index);
    if (shared !== undefined) values.push(...values.map((v) => v * shared));
    if (Number.isFinite(values[0])) out.push({ text: (match[0] + suffix).trim(), value: values[0]!, values: values.filter(Number.isFinite), at: match.index });
  }
  return out.sort((a, b) => a.at - b.at).map(({ at: _at, ...n }) => n);
}

/** Equal as measured values: the same number however it was written. */
export function sameValue(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}
