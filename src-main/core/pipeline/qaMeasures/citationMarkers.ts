/**
 * Citation markers: "[12]", "[3, 4]", "[5–7]". Square brackets also write chemistry and
 * crystallography, so a bracket glued to a letter, digit or hyphen on either side is a name
 * ("calix[4]arene", "[60]fullerene", "[3,3]-sigmatropic", "[C6MIM][PF6]"), and a lone group of
 * three or four digits is a crystal direction ("[100]", "[0001]", "[1-10]"): papers cite
 * reference 100 and above seldom, and never with a leading zero.
 */
const BRACKETED_NUMBERS = /\[(\s*[-−]?\d+(?:\s*[,;–-]\s*[-−]?\d+)*\s*)\]/g;

export function citationMarkers(text: string): string[] {
  const found: string[] = [];
  for (const match of text.matchAll(BRACKETED_NUMBERS)) {
    const before = text[match.index - 1] ?? " ";
    const after = text[match.index + match[0].length] ?? " ";
    if (/[\p{L}\p{N}\])-]/u.test(before) || /[\p{L}\p{N}[(-]/u.test(after)) continue;
    const inner = match[1]!.trim();
    // A signed number or a 0 is an interval or a coordinate ("[−1,1]", "[0, 1]"): references are numbered from 1.
    if (/[,;]/.test(inner) && (/(?:^|[,;]\s*)[-−]/.test(inner) || /(?:^|[,;]\s*)0(?!\d)/.test(inner))) continue;
    if (/^[-−]?(?:\d\s*[-−]?\s*){3,4}$/.test(inner) && !/[,;–]/.test(inner)) continue;
    found.push(match[0]);
  }
  return found;
}
