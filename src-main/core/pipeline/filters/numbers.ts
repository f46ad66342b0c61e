/**
 * Units and unit-like suffixes a number may carry: "300 K", "300K", "1.5 eV", "20%", "5 mol%".
 * A number glued to other letters is part of a name ("FAPbI3", "2D", "COVID-19") and is not a
 * measured value.
 */
const UNIT = /^(?:%|‰|°C?|K|[kMGTmµμnpf]?(?:m|g|s|A|V|W|J|Hz|Pa|L|l|M|mol|eV|Wh|Ω|ohm|S|F|T|N|C|Da|bar|cd|lm|lx|Gy|Sv|Bq)|mol%|wt%|at%|vol%|ppm|ppb|min|h|d|y|yr|yrs|rpm|mAh|cm|mm|nm|µm|μm|Å|kDa|kJ|kcal|cal|mg|µg|μg|mL|µL|μL|dB|mV|mA|mW|kV|kW|MW|GW|GHz|MHz|kHz|nF|pF|µF|μF|eq|equiv|x|×|fold)(?:[-−⁻]?[0-9¹²³]+)?$/;

export interface FoundNumber {
  /** As written. */
  text: string;
  value: number;
}

const NUMBER = /(?<![\p{L}\p{N}.,])[-−+]?(?:\d{1,3}(?:[ ,\u202f]\d{3})+|\d+)(?:[.,·]\d+)?(?:\s*(?:[eE][-−+]?\d+|[×x]\s*10\s*(?:\^|[-−⁻]?)\s*[-−⁻]?\d+|[×x]\s*10[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]+))?(?=([\p{L}%°‰Å]*)([^\p{L}\p{N}]|$))/gu;

const SUPERSCRIPT: Record<string, string> = { "⁰": "0", "¹": "1", "²": "2", "³": "3", "⁴": "4", "⁵": "5", "⁶": "6", "⁷": "7", "⁸": "8", "⁹": "9", "⁻": "-" };

/** Turns "1,000", "1 000", "1e3", "1.5×10^3", "1.5 × 10⁻³", "−2" into numbers. */
export function parseNumber(text: string): number {
  let t = text.replace(/[−]/g, "-").replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻]/g, (c) => SUPERSCRIPT[c]!).replace(/\s+/g, "");
  const sci = t.match(/^(.*?)[×x]10\^?(-?\d+)$/);
  let exponent = 0;
  if (sci) {
    t = sci[1]!;
    exponent = Number(sci[2]);
  }
  // A comma followed by exactly three digits groups thousands; otherwise it is a decimal comma
  // (European style, common in papers in Portuguese or German).
  t = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$/.test(t) ? t.replace(/,/g, "") : t.replace(",", ".");
  t = t.replace(/·/g, ".");
  return Number(t) * 10 ** exponent;
}

/** The measured values written in a text, with units allowed and names like "FAPbI3" skipped. */
export function findNumbers(text: string): FoundNumber[] {
  const out: FoundNumber[] = [];
  for (const match of text.matchAll(NUMBER)) {
    const suffix = match[1] ?? "";
    if (suffix && !UNIT.test(suffix)) continue;
    // "COVID-19", "Ti-6Al": a hyphen glued to a word before the number names something.
    const previous = text[match.index - 1] ?? "";
    if (/\p{L}/u.test(previous) || (/[-−]/.test(previous) && /\p{L}/u.test(text[match.index - 2] ?? ""))) continue;
    const value = parseNumber(match[0]);
    if (Number.isFinite(value)) out.push({ text: (match[0] + suffix).trim(), value });
  }
  return out;
}

/** Equal as measured values: the same number however it was written. */
export function sameValue(a: number, b: number): boolean {
  return a === b || Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));
}
