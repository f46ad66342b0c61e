/** Whitespace folded, soft hyphens and ligature characters spelled out, so comparisons are about words. */
export function norm(text: string): string {
  return text
    .normalize("NFKC")
    .replace(/\u00ad/g, "")
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/\s+/g, " ")
    .trim();
}
