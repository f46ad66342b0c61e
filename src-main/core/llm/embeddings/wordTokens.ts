/** Words and numbers, lower-cased, hyphenated compounds kept whole ("heat-treated" has its own word vector). */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+(?:[-'][\p{L}\p{N}]+)*/gu) ?? [];
}
