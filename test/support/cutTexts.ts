import type { Page } from "playwright-core";

/**
 * Every text the page cuts on purpose, ellipsised ("Ada Lovelace, Charles Babb…") or clamped to a
 * few lines, that a user cannot get back whole: no tooltip on it or around it, or a tooltip that
 * does not hold the text cut (a title that only says where the text was found). Table cells are
 * `cutCells`' (screenChecks.ts); this covers the rest: a paper's authors, a method's one-line
 * summary, a title clamped to two lines.
 */
export function cutTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const words = (text: string) => text.replace(/\s+/g, " ").trim();
    for (const element of document.querySelectorAll<HTMLElement>("body *")) {
      const style = getComputedStyle(element);
      const clamped = style.webkitLineClamp !== "none" && style.webkitLineClamp !== "";
      if (style.textOverflow !== "ellipsis" && !clamped) continue;
      if (element.closest('td, [role="gridcell"]') || !element.checkVisibility()) continue;
      const cut = element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
      if (!cut) continue;
      const text = words(element.textContent ?? "");
      if (text === "") continue;
      const tooltip = element.closest<HTMLElement>("[title]")?.title ?? "";
      if (!words(tooltip).includes(text)) problems.push(`"${text.slice(0, 60)}" is cut on screen and ${tooltip ? "its tooltip does not hold it whole" : "has no tooltip with the rest"}`);
    }
    return problems;
  });
}
