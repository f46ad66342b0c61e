// How the paper view shares its width between the side panel and the PDF pane. The ratio is the
// PDF pane's share of the width; it is kept in this window's storage so the reader finds the
// split as they left it after a reload. Pure apart from the two storage helpers, so it is unit tested.

/** The PDF pane's share when nothing is stored, and what a double-click on the divider restores. */
export const DEFAULT_PDF_SHARE = 0.72;
/** The PDF pane never takes more than this, so the side panel's tabs stay reachable. */
export const MAX_PDF_SHARE = 0.85;
/** The PDF pane never gets less than this: below it a page is too small to read. */
export const MIN_PDF_SHARE = 0.3;
/**
 * The side panel's narrowest width in CSS pixels, whatever the share says: its six tabs fit on one
 * row with their counts' room, and ~11 px between labels (at 400 "Text" and "Outline" stood 8 px
 * apart and read as one word; padding alone cannot add room the panel does not have).
 */
export const MIN_PANEL_PX = 420;
/** One arrow-key step on the divider. */
export const KEY_STEP = 0.02;

const STORAGE_KEY = "distillate.paper.pdfShare";

/** The side panel's least share of the width while it holds the edit form: room for the fields, the page still beside them. */
const EDIT_PANEL_SHARE = 0.42;
/** The side panel's width while it holds an open table, in CSS pixels: room for a dozen columns of figures at their usual size. */
const TABLE_PANEL_PX = 580;
/** The most of the width an open table takes, so the page beside it stays readable. */
const TABLE_PANEL_MAX_SHARE = 0.6;

/**
 * The side panel's share of the width: the remembered split's, widened while it holds the edit
 * form, or an open table (to TABLE_PANEL_PX, at most TABLE_PANEL_MAX_SHARE of `width`, the
 * split's width; 0 when not yet measured).
 */
export function panelShare(pdfShare: number, holds: "plain" | "edit" | "table", width = 0): number {
  const own = 1 - pdfShare;
  if (holds === "edit") return Math.max(own, EDIT_PANEL_SHARE);
  if (holds === "table") return Math.max(own, width > 0 ? Math.min(TABLE_PANEL_MAX_SHARE, TABLE_PANEL_PX / width) : TABLE_PANEL_MAX_SHARE);
  return own;
}

/** The share clamped to what the layout allows at `width` (the split's width in CSS pixels; 0 when not yet measured). */
export function clampShare(share: number, width = 0): number {
  if (!Number.isFinite(share)) return DEFAULT_PDF_SHARE;
  const max = width > 0 ? Math.max(MIN_PDF_SHARE, Math.min(MAX_PDF_SHARE, 1 - MIN_PANEL_PX / width)) : MAX_PDF_SHARE;
  return Math.min(max, Math.max(MIN_PDF_SHARE, share));
}

/** The share that puts the divider at `pointerX` in a split spanning [left, left + width), with the side panel on the left. */
export function shareAtPointer(pointerX: number, left: number, width: number): number {
  if (!(width > 0)) return DEFAULT_PDF_SHARE;
  return clampShare(1 - (pointerX - left) / width, width);
}

/** The share after a key on the divider, or null for a key the divider does not use. The panel is on the left, so → widens it. */
export function shareAfterKey(share: number, key: string, width = 0): number | null {
  switch (key) {
    case "ArrowLeft":
      return clampShare(share + KEY_STEP, width);
    case "ArrowRight":
      return clampShare(share - KEY_STEP, width);
    case "Home":
      return clampShare(MAX_PDF_SHARE, width);
    case "End":
      return clampShare(MIN_PDF_SHARE, width);
    case "Enter":
      return clampShare(DEFAULT_PDF_SHARE, width);
    default:
      return null;
  }
}

/** The stored share, or the default when none is stored or storage is unavailable. */
export function loadShare(storage: Pick<Storage, "getItem"> | undefined = globalThis.localStorage): number {
  try {
    const stored = storage?.getItem(STORAGE_KEY);
    return stored === null || stored === undefined ? DEFAULT_PDF_SHARE : clampShare(Number(stored));
  } catch {
    return DEFAULT_PDF_SHARE;
  }
}

export function saveShare(share: number, storage: Pick<Storage, "setItem"> | undefined = globalThis.localStorage): void {
  try {
    storage?.setItem(STORAGE_KEY, String(Math.round(share * 1000) / 1000));
  } catch {
    // Storage full or disabled: the split still works, it is just not remembered.
  }
}
