/** What a font without a Unicode map yields: replacement characters, private-use code points, control characters. */
const UNMAPPED = /[\uFFFD\uE000-\uF8FF\u0000-\u0008\u000E-\u001F]/gu;

/**
 * How many of a text's characters a font without a Unicode map made: they say nothing. OCR reads a
 * page of them in place of its text layer; a paper of nothing else is refused, not stored empty.
 */
export function unmappedCharacters(text: string): number {
  return text.match(UNMAPPED)?.length ?? 0;
}
