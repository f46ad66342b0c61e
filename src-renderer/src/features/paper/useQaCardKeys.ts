import { useEffect, useRef, type KeyboardEvent } from "react";
import type { KeyQaView } from "@contract/keyQas.ts";
import { nextIndexForKey } from "../../shared/listKeys.ts";

/**
 * The key QA cards' keyboard: one tab stop (the selected card, else the first); Enter or Space
 * selects, arrow keys move and select, and the card moved to takes the focus and scrolls into view.
 */
export function useQaCardKeys(qas: KeyQaView[], selectedId: number | null, onSelect: (id: number) => void) {
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef(false);
  const activeIndex = Math.max(0, qas.findIndex((q) => q.id === selectedId));

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    const card = list.current?.querySelector<HTMLElement>(`[data-qa-id="${selectedId}"]`);
    card?.focus();
    card?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent, qa: KeyQaView, index: number) => {
    if (event.target !== event.currentTarget) return; // keys inside the card's links
    if (event.key === "Enter" || event.key === " ") {
      event.preventDefault();
      onSelect(qa.id);
      return;
    }
    const next = nextIndexForKey(index, event.key, qas.length, 3);
    if (next === null) return;
    event.preventDefault();
    moved.current = true;
    onSelect(qas[next]!.id);
  };

  return { list, activeIndex, onKeyDown };
}
