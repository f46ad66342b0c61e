import type { AppSettings } from "@contract/settings.ts";

export type Theme = AppSettings["theme"];

/**
 * Applies a theme to the page. "system" removes the attribute so the stylesheet follows the
 * operating system's preference (prefers-color-scheme); "light" and "dark" force one.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  if (theme === "system") delete root.dataset["theme"];
  else root.dataset["theme"] = theme;
}
