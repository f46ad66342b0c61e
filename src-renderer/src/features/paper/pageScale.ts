// How a paper's pages are scaled and scrolled: fit to width, the zoom buttons' steps, and the
// evidence brought to the middle of the view.
import type { ScreenRect } from "./evidence.ts";

/** CSS pixels per PDF unit so the page fills `availableWidth`, within sane bounds. */
export function fitWidthScale(availableWidth: number, pageWidth: number): number {
  if (!(availableWidth > 0) || !(pageWidth > 0)) return 1;
  return Math.max(0.25, Math.min(4, availableWidth / pageWidth));
}

/** Zoom steps for the + and − buttons. */
export const ZOOM_STEPS = [0.5, 0.67, 0.8, 0.9, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3];

/** The next zoom step up or down from `scale`. */
export function stepZoom(scale: number, direction: 1 | -1): number {
  if (direction > 0) return ZOOM_STEPS.find((s) => s > scale + 0.001) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1]!;
  return [...ZOOM_STEPS].reverse().find((s) => s < scale - 0.001) ?? ZOOM_STEPS[0]!;
}

/**
 * Scroll offsets that put `target` (CSS pixels in the scrolled content) in the middle of a
 * viewport of `view` size, clamped to the content, so after a zoom or a page turn the evidence
 * is where the eye looks.
 */
export function scrollToCenter(target: ScreenRect, view: { width: number; height: number }, content: { width: number; height: number }): { left: number; top: number } {
  const clamp = (value: number, max: number) => Math.max(0, Math.min(Math.max(0, max), value));
  return {
    left: Math.round(clamp(target.left + target.width / 2 - view.width / 2, content.width - view.width)),
    top: Math.round(clamp(target.top + target.height / 2 - view.height / 2, content.height - view.height)),
  };
}
