import { useEffect, useRef, type KeyboardEvent } from "react";
import type { PaperRow } from "@contract/papers.ts";
import { navigate } from "../../app/router.ts";
import { nextIndexForKey } from "../../shared/listKeys.ts";

/** Moving within this many rows of the last one loaded asks for the next page. */
const NEAR_END_ROWS = 10;

/**
 * The paper table's keyboard: arrow keys, Home/End and PageUp/PageDown select another row (which
 * then takes focus and scrolls into view once selected), Enter opens the paper, Delete asks to
 * remove it, and moving near the last loaded row asks for the next page.
 */
export function usePaperTableKeys(papers: PaperRow[], selectedId: number | null, actions: { onSelect(id: number): void; onRemove(paper: PaperRow): void; onNearEnd(): void }) {
  const body = useRef<HTMLTableSectionElement>(null);
  const focusOnSelect = useRef(false);

  useEffect(() => {
    if (!focusOnSelect.current) return;
    focusOnSelect.current = false;
    const row = body.current?.querySelector<HTMLTableRowElement>(`tr[data-paper-id="${selectedId}"]`);
    row?.focus();
    row?.scrollIntoView({ block: "nearest" });
  }, [selectedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, paper: PaperRow, index: number) => {
    if (event.key === "Enter") {
      event.preventDefault();
      navigate("paper", paper.id);
      return;
    }
    if (event.key === "Delete" || event.key === "Backspace") {
      event.preventDefault();
      actions.onRemove(paper);
      return;
    }
    const next = nextIndexForKey(index, event.key, papers.length);
    if (next === null) return;
    event.preventDefault();
    focusOnSelect.current = true;
    actions.onSelect(papers[next]!.id);
    if (next >= papers.length - NEAR_END_ROWS) actions.onNearEnd();
  };

  return { body, onKeyDown };
}
