import type { Locator } from "playwright-core";

// Green is the theme's word for "good": what a judge model or a reviewer decided. These checks
// find it where a person sees it, in the drawn colours, whatever class or component painted it.

/**
 * The visible elements inside `scope` whose text or border is drawn in the theme's green
 * (--ok), described by their text, leaving out those matching `allowed` (a reviewer's "Kept").
 */
export function greenIn(scope: Locator, allowed = ""): Promise<string[]> {
  return scope.evaluateAll(
    (roots, allow) => {
      const probe = document.createElement("span");
      probe.style.color = "var(--ok)";
      document.body.append(probe);
      const ok = getComputedStyle(probe).color;
      probe.remove();
      const found: string[] = [];
      for (const root of roots) {
        for (const element of [root, ...root.querySelectorAll<HTMLElement>("*")]) {
          if (!(element instanceof HTMLElement) || !element.checkVisibility() || (allow && element.closest(allow))) continue;
          const style = getComputedStyle(element);
          const ownText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
          const greenText = ownText && style.color === ok;
          const greenBorder = style.borderTopStyle !== "none" && parseFloat(style.borderTopWidth) > 0 && style.borderTopColor.startsWith(ok.slice(0, -1));
          if (greenText || greenBorder) found.push(`"${(element.innerText || "").trim().replace(/\s+/g, " ").slice(0, 60)}" (${greenText ? "green text" : "green border"})`);
        }
      }
      return [...new Set(found)];
    },
    allowed,
  );
}
