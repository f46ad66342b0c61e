/** Pages named in words, each once and in order: "page 4", "pages 1, 4". Shown wherever a note holds for some pages. */
export function pageList(pages: readonly number[]): string {
  const sorted = [...new Set(pages)].sort((a, b) => a - b);
  return `${sorted.length === 1 ? "page" : "pages"} ${sorted.join(", ")}`;
}
