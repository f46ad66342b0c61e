import { useCallback, useEffect, useState } from "react";
import { readPaperTables, type PaperTablesSoFar } from "@contract/paperTablesPages.ts";
import type { PaperTable } from "@contract/tables.ts";
import { client } from "../../client/index.ts";
import type { AsyncState } from "../../shared/useAsync.ts";

/** A paper's tables as they come in: null when never read; `filling` and `more` say what is still coming. */
export interface PaperTablesParts extends AsyncState<PaperTable[] | null> {
  /** The ordinal of the table whose later rows are not in (still coming, or failed when `error` is set); null when every table shown is whole. */
  filling: number | null;
  /** Whether tables after those shown are still coming. */
  more: boolean;
}

/**
 * A paper's tables, shown from their first part on: a table larger than one answer is drawn from
 * its header and first rows while the rest are asked for in the background, part after part (a
 * user who opens a long table wants its first rows at once, and the whole of it soon after to
 * scroll, count or copy, without asking again). A reload, or another paper, ends the reading
 * under way before its next question, so one table is never filled by two loops.
 */
export function usePaperTablesParts(paperId: number): PaperTablesParts {
  const [soFar, setSoFar] = useState<{ paperId: number; tables: PaperTablesSoFar | null } | undefined>(undefined);
  const [error, setError] = useState<Error | null>(null);
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);
  useEffect(() => {
    let stopped = false;
    setLoading(true);
    const reader = { page: (from: number) => client.call("library.paperTablesPage", paperId, { from }), rows: (cursor: { ordinal: number; row: number }) => client.call("library.paperTableRows", paperId, cursor) };
    readPaperTables(reader, { onPart: (tables) => !stopped && setSoFar({ paperId, tables }), stopped: () => stopped }).then(
      (tables) => {
        if (stopped) return;
        if (tables === null) setSoFar({ paperId, tables: null });
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (stopped) return;
        setError(e instanceof Error ? e : new Error(String(e)));
        setLoading(false);
      },
    );
    return () => {
      stopped = true;
    };
  }, [paperId, tick]);
  const reload = useCallback(() => setTick((t) => t + 1), []);
  // Another paper's tables are never shown as this one's, even for the moment before its first part.
  const mine = soFar?.paperId === paperId ? soFar.tables : undefined;
  const data = mine === undefined ? undefined : mine === null ? null : mine.tables;
  // A table cut short by a failed reading stays short (never copied as if whole); no more tables are coming.
  return { data, error, loading, reload, filling: mine ? mine.filling : null, more: mine && !error ? mine.more : false };
}
