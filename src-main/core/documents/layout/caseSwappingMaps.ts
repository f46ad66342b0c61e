// Whether a PDF may hold a ToUnicode map that reads a capital as its small letter (or the
// reverse), the fault glyphCase puts right. Putting it right needs a page's operator list, which
// the title page (no table on it) would otherwise not read: about 0.7 times the cost of reading
// its text. The fault shows in the map itself: a code that is a letter's own code in the
// standard encodings (0x52 draws "R") mapped to that letter in the other case (<52> <0072>).
// Read from the streams as findStreamOverBudget unpacks them, so no stream is unpacked twice.

/** `<hex>` tokens of a bfchar or bfrange section; a bfrange's array form keeps its brackets. */
const SECTION = /begin(bfchar|bfrange)([\s\S]*?)endbf(?:char|range)/g;
const HEX = /<([0-9A-Fa-f]*)>|\[/g;

const isUpper = (code: number) => code >= 0x41 && code <= 0x5a;
const isLower = (code: number) => code >= 0x61 && code <= 0x7a;
/** The code's letter read in the other case: the fault. */
const swapsCase = (code: number, unicode: number) => (isUpper(code) && unicode === code + 0x20) || (isLower(code) && unicode === code - 0x20);

/**
 * Whether the text (an unpacked stream) holds a CMap entry that reads a letter's code as that
 * letter in the other case. Codes of one or two bytes are both read (a two-byte code of a
 * composite font whose value is a letter's is taken the same way: the gate may open needlessly,
 * never shut wrongly on such a code). Linear in the text.
 */
export function mapSwapsLetterCase(text: string): boolean {
  if (!text.includes("beginbf")) return false;
  for (const section of text.matchAll(SECTION)) {
    const tokens: (number | "[")[] = [];
    for (const t of section[2]!.matchAll(HEX)) tokens.push(t[0] === "[" ? "[" : parseInt(t[1]! || "0", 16));
    if (section[1] === "bfchar") {
      for (let i = 0; i + 1 < tokens.length; i += 2) if (swapsCase(tokens[i] as number, tokens[i + 1] as number)) return true;
      continue;
    }
    // bfrange: <lo> <hi> <first unicode>, or <lo> <hi> [<u> <u> ...].
    for (let i = 0; i + 2 < tokens.length; ) {
      const lo = tokens[i] as number;
      const hi = tokens[i + 1] as number;
      if (tokens[i + 2] === "[") {
        let k = i + 3;
        for (let code = lo; k < tokens.length && tokens[k] !== "[" && code <= hi; code++, k++) if (swapsCase(code, tokens[k] as number)) return true;
        i = k;
        continue;
      }
      const first = tokens[i + 2] as number;
      // Only codes of letters can swap: a range's overlap with them is at most 52 codes.
      for (let code = Math.max(lo, 0x41); code <= Math.min(hi, 0x7a); code++) if (swapsCase(code, first + (code - lo))) return true;
      i += 3;
    }
  }
  return false;
}

/**
 * Watches a PDF's streams as they are unpacked (a StreamVisitor) and says at the end whether the
 * title page's case should be checked: some map swaps a letter's case, or some stream could not
 * be read here (encrypted, a filter not unpacked here), so what its maps say is unknown.
 */
export function watchForCaseSwappingMaps(): { visit: (unpacked: Buffer | null) => void; mayMisreadCase: () => boolean } {
  let found = false;
  return {
    visit(unpacked) {
      if (found) return;
      // Most streams are page contents and fonts: the Buffer's own search skips them unconverted.
      found = unpacked === null || (unpacked.includes("beginbf") && mapSwapsLetterCase(unpacked.toString("latin1")));
    },
    mayMisreadCase: () => found,
  };
}
