/** Abbreviations after which a period does not end a sentence (compared lower-cased). */
const ABBREVIATIONS = new Set([
  "al", "fig", "figs", "eq", "eqs", "ref", "refs", "e.g", "i.e", "vs", "approx", "ca", "cf", "dr", "prof", "no", "nos",
  "tab", "sect", "sec", "ch", "resp", "etc", "viz", "vol", "pp", "ed", "eds", "mr", "ms", "st", "inc", "ltd", "co",
  "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec", "min", "max", "av", "sp", "spp",
  "var", "subsp", "nat", "phys", "chem", "res", "soc", "am", "j", "lett", "rev", "sci", "proc", "int", "conf", "univ",
]);

/**
 * Splits text into sentences and returns their `[start, end)` offsets. A sentence ends at . ! ?
 * (with closing quotes or brackets) followed by a space and a capital, digit or opening
 * bracket, unless the period belongs to an abbreviation, an initial ("J. Smith") or a number.
 */
export function splitSentences(text: string): [number, number][] {
  const out: [number, number][] = [];
  const boundary = /([.!?])["'’”)\]]*\s+(?=["'“‘(\[]?[\p{Lu}\p{N}])/gu;
  let start = text.search(/\S/);
  if (start < 0) return out;
  let match: RegExpExecArray | null;
  while ((match = boundary.exec(text))) {
    const end = match.index + match[0].trimEnd().length;
    if (match[1] === ".") {
      const word = text.slice(start, match.index).match(/(\S+)$/)?.[1] ?? "";
      const bare = word.replace(/^[("'“‘[]+/, "").toLowerCase();
      if (ABBREVIATIONS.has(bare) || /^\p{Lu}$/u.test(word.replace(/^[("'“‘[]+/, "")) || /^(?:\p{L}\.)+\p{L}?$/u.test(bare)) continue;
    }
    if (end - start >= 2) out.push([start, end]);
    start = match.index + match[0].length;
  }
  const last = text.trimEnd().length;
  if (last > start) out.push([start, last]);
  return out;
}

/**
 * Cuts text at every . ! or ? followed by a space and a capital, with no knowledge of
 * abbreviations or initials, keeping each piece as it is. The reading doubts use it to find an
 * abstract's sentences again verbatim in the body and to take an abstract's last sentence: a cut
 * after "Fig." splits both copies alike, so it costs them nothing.
 */
export function cutAtSentenceEnds(text: string): string[] {
  return text.split(/(?<=[.!?])\s+(?=\p{Lu})/u);
}
