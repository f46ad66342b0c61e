import type { KeyboardEvent } from "react";
import { emptySelection, selectAllMatching, toggleRow } from "../../shared/selection.ts";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { tableActionFor } from "./reviewKeyPresses.ts";
import type { TableAction } from "./reviewKeymap.ts";
import type { BulkActions } from "./useBulkActions.ts";
import type { BulkSelection } from "./useBulkSelection.ts";
import type { QaPages } from "./QaPages.ts";

/**
 * The review table's keys (reviewKeymap.ts): row movement belongs to the focused grid; actions
 * (K, D, U, Ctrl+A...) work from anywhere in the view while no dialog is open. `run` is also
 * what the toolbar's buttons call.
 */
export function useBulkKeys(pages: QaPages, picked: BulkSelection, acts: BulkActions, open: (index: number, id: number) => void, help: { open: boolean; show(): void }) {
  const { selection, setSelection, active, setActive, toggle, extend, total, count } = picked;

  const run = (action: TableAction, pageRows = 10): boolean => {
    const last = Math.max(0, total - 1);
    const moveTo = (index: number) => setActive(Math.max(0, Math.min(last, index)));
    switch (action) {
      case "down":
        moveTo(active + 1);
        return true;
      case "up":
        moveTo(active - 1);
        return true;
      case "extendDown":
      case "extendUp": {
        const next = Math.max(0, Math.min(last, active + (action === "extendDown" ? 1 : -1)));
        if (selection.anchor === null) {
          const row = pages.rowAt(active);
          if (row) setSelection((s) => toggleRow(s, active, row.id));
        }
        setActive(next);
        void extend(next);
        return true;
      }
      case "pageDown":
        moveTo(active + pageRows);
        return true;
      case "pageUp":
        moveTo(active - pageRows);
        return true;
      case "home":
        moveTo(0);
        return true;
      case "end":
        moveTo(last);
        return true;
      case "toggle": {
        const row = pages.rowAt(active);
        if (row) toggle(active, row);
        return true;
      }
      case "open": {
        const row = pages.rowAt(active);
        if (row) open(active, row.id);
        return true;
      }
      case "keep":
      case "drop":
        void acts.apply(action);
        return true;
      case "reset":
        void acts.apply("pending");
        return true;
      case "undo":
        void acts.undo();
        return true;
      case "selectAll":
        setSelection(selectAllMatching());
        return true;
      case "clear":
        if (count === 0) return false;
        setSelection(emptySelection);
        return true;
      case "help":
        help.show();
        return true;
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>, pageRows: number) => {
    const action = tableActionFor({
      key: event.key,
      shiftKey: event.shiftKey,
      ctrlKey: event.ctrlKey,
      metaKey: event.metaKey,
      altKey: event.altKey,
      target: { tagName: (event.target as HTMLElement).tagName, type: (event.target as HTMLElement).getAttribute("type") ?? "" },
    });
    if (action && run(action, pageRows)) event.preventDefault();
  };
  useKeyboardShortcuts((input) => {
    const action = tableActionFor(input);
    if (!action || !["keep", "drop", "reset", "undo", "selectAll", "clear", "help"].includes(action)) return false;
    return run(action);
  }, !help.open && acts.judgeIds === null);

  return { run, onGridKeyDown };
}
