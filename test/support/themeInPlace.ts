import type { Page } from "playwright-core";

// The browser files check each view at the two window sizes the app must fit, in the light and
// the dark theme. Drawing a freshly loaded view was most of their CPU (docs/testing.md, round
// 12), so they load a view once per size and switch the theme in place, as a user's system
// setting does: the app's colours are CSS variables that follow prefers-color-scheme, so the
// page re-themes without a reload (a shot after the switch matched a fresh dark load; round 13).
// screens.test.ts still loads every view freshly in the dark theme.

export const SIZES = [
  { width: 1440, height: 900 },
  { width: 1024, height: 700 },
] as const;
export const THEMES = ["light", "dark"] as const;

export type Size = (typeof SIZES)[number];
export type Theme = (typeof THEMES)[number];
/** One size and theme, with the tag screenshots and problems are named by ("1024x700-dark"). */
export interface SizeAndTheme {
  size: Size;
  theme: Theme;
  tag: string;
}

/** The themes at one size, the first being the one a page is opened in. */
export const themesAt = (size: Size): SizeAndTheme[] => THEMES.map((theme) => ({ size, theme, tag: `${size.width}x${size.height}-${theme}` }));

/** Shows the page in `theme` as the operating system's setting would, without reloading it. */
export async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
}

/**
 * For each size, opens a page with `open` (in the first theme) and runs `check` on it in each
 * theme, switched in place; closes the page's context after.
 */
export async function eachSizeThenTheme(open: (size: Size) => Promise<Page>, check: (page: Page, view: SizeAndTheme) => Promise<void>): Promise<void> {
  for (const size of SIZES) {
    const page = await open(size);
    for (const view of themesAt(size)) {
      await showTheme(page, view.theme);
      await check(page, view);
    }
    await page.context().close();
  }
}
