import { useEffect, useRef, type RefObject } from "react";

/** While `open`, a press anywhere outside `root` calls `close` (a popover closing on a click away). */
export function useCloseOnOutsidePointer(root: RefObject<HTMLElement | null>, open: boolean, close: () => void): void {
  // The latest `close`, so the listener is added once per opening rather than on every render.
  const latest = useRef(close);
  latest.current = close;
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) latest.current();
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open, root]);
}
