import { useMemo, useState } from "react";
import type { PaperTable } from "@contract/tables.ts";
import { client } from "../../client/index.ts";
import { usePaperChanged } from "../../shared/usePaperChanged.ts";
import type { PageRect } from "./evidence.ts";
import type { ScrollTarget } from "./scrollTarget.ts";
import { gridLayout, pickRects, pickTarget, type TablePick } from "./tableLayout.ts";
import type { RowsRest } from "./tableRowsWords.ts";
import { usePaperTablesParts } from "./usePaperTablesParts.ts";

const NO_RECTS = new Map<number, PageRect[]>();

/**
 * A paper's tables for its Tables tab: the list (null when never read), reading them again from
 * the PDF, the one opened, and what of it is picked (a cell, a row, the whole table), with the
 * boxes that pick covers on the pages and where the page pane scrolls to show them.
 */
export function usePaperTables(paperId: number) {
  // A part at a time, each drawn as it comes: a table larger than one answer shows its first rows
  // at once while the rest are asked for from its row cursor.
  const tables = usePaperTablesParts(paperId);
  usePaperChanged(paperId, () => tables.reload());
  const [reading, setReading] = useState(false);
  const [readError, setReadError] = useState<Error | null>(null);
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  /** The table last closed, so the list gives the keyboard back to it. */
  const [closedIndex, setClosedIndex] = useState<number | null>(null);
  const [picked, setPicked] = useState<{ pick: TablePick; nonce: number } | null>(null);

  const opened: PaperTable | null = (openIndex !== null && tables.data?.[openIndex]) || null;
  /** Where the opened table's later rows are when not all are in (a long table's come after its first); null when they are. */
  const openedRest: RowsRest | null = opened !== null && tables.filling === opened.ordinal ? (tables.error ? "failed" : "coming") : null;
  const layout = useMemo(() => (opened ? gridLayout(opened) : []), [opened]);
  const rects = useMemo(() => (opened && picked ? pickRects(opened, layout, picked.pick) : NO_RECTS), [opened, layout, picked]);
  const target: ScrollTarget | null = useMemo(() => (picked ? pickTarget(rects, picked.nonce) : null), [rects, picked]);

  const readAgain = () => {
    setReading(true);
    setReadError(null);
    client
      .call("library.readTables", paperId)
      .then(() => {
        setOpenIndex(null);
        setPicked(null);
        tables.reload();
      })
      .catch((error: Error) => setReadError(error))
      .finally(() => setReading(false));
  };
  const pick = (next: TablePick) => setPicked({ pick: next, nonce: Date.now() });
  /** Opens a table (its outline boxed on the page) or, with null, goes back to the list. */
  const open = (index: number | null) => {
    setClosedIndex(index === null ? openIndex : null);
    setOpenIndex(index);
    setPicked(index === null ? null : { pick: { kind: "table" }, nonce: Date.now() });
  };

  return { tables, reading, readError, readAgain, opened, openedRest, openIndex, closedIndex, open, layout, picked: picked?.pick ?? null, pick, rects, target };
}

export type PaperTablesState = ReturnType<typeof usePaperTables>;
