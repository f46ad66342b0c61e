import type { TablePlace } from "@contract/evidence.ts";

/**
 * The line above the page that shows a QA's table evidence: which pages carry the boxes. The
 * places themselves ("Table 1, row 7, Cases / n") are named once, in the evidence's caption
 * just above, so this line does not name them again.
 */
export function tablePageTitle(places: readonly TablePlace[]): string {
  const pages = [...new Set(places.flatMap((p) => (p.box ? [p.box.page] : [])))].sort((a, b) => a - b);
  if (pages.length === 0) return "Where on the page was not stored: the evidence is not boxed.";
  if (pages.length === 1) return `Boxed on page ${pages[0]}`;
  return `Boxed on pages ${pages.slice(0, -1).join(", ")} and ${pages.at(-1)}`;
}
