import { useEffect, useRef } from "react";
import type { KeyInput } from "./keyInput.ts";

/**
 * Listens to key presses on the whole window while mounted and `enabled`. `handle` maps the
 * press to an action and runs it, returning true when it did (the browser's default is then
 * prevented). The keymap decides what to ignore (typing in inputs, modifiers), so it stays testable.
 */
export function useKeyboardShortcuts(handle: (input: KeyInput) => boolean, enabled = true): void {
  const saved = useRef(handle);
  saved.current = handle;
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      const element = event.target instanceof HTMLElement ? event.target : null;
      const input: KeyInput = {
        key: event.key,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        altKey: event.altKey,
        target: element ? { tagName: element.tagName, type: element.getAttribute("type") ?? "", isContentEditable: element.isContentEditable } : null,
      };
      if (saved.current(input)) event.preventDefault();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [enabled]);
}
