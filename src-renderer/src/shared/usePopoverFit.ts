import { useLayoutEffect, useState, type RefObject } from "react";

/** Space kept between a popover and the window's edge, in pixels. */
const MARGIN = 8;

/**
 * Keeps a popover that opens under its button inside the window: when it would run past the
 * right edge it opens leftwards from the button's right edge instead, and when it is wider
 * than the room on either side it is pinned to the window's right margin. Measured before
 * paint, so it never shows in the wrong place first.
 */
export function usePopoverFit(popover: RefObject<HTMLElement | null>, open: boolean): { left?: number; right?: number } {
  const [style, setStyle] = useState<{ left?: number; right?: number }>({});
  useLayoutEffect(() => {
    if (!open) {
      setStyle({});
      return;
    }
    const element = popover.current;
    const anchor = element?.offsetParent;
    if (!element || !anchor) return;
    const place = () => {
      const box = anchor.getBoundingClientRect();
      const width = element.offsetWidth;
      const room = document.documentElement.clientWidth - MARGIN;
      if (box.left + width <= room) setStyle({ left: 0 });
      else if (box.right - width >= MARGIN) setStyle({ left: box.right - width - box.left });
      else setStyle({ left: room - width - box.left });
    };
    place();
    window.addEventListener("resize", place);
    return () => window.removeEventListener("resize", place);
  }, [open, popover]);
  return style;
}
