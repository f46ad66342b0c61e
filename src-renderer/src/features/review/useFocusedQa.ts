import { useCallback, useEffect, useRef, useState } from "react";
import type { QaDetail } from "@contract/qaDetail.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { reviewErrorText } from "./reviewErrors.ts";
import type { QaPages } from "./QaPages.ts";
import { useReviewActions } from "./useReviewActions.ts";

const DETAIL_CACHE = 40;

/**
 * The focus view's position in the list and the QA shown there: a new query starts at its first
 * QA, a list that shrank under the position stays on its last one, a pinned QA (#/review?qa=ID,
 * an undone change) is shown whatever its position. Details are cached and the next one warmed,
 * and dropped when a review or the reviewer's name changes.
 */
export function useFocusedQa(pages: QaPages, start: { index: number; id: number | null }, onPositionChange: (index: number) => void) {
  const actions = useReviewActions();
  const [position, setPosition] = useState<{ index: number; pinnedId: number | null }>({ index: start.index, pinnedId: start.id });
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [detail, setDetail] = useState<QaDetail | null>(null);
  const [detailTick, setDetailTick] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const details = useRef(new Map<number, QaDetail>());
  const total = pages.total;

  // A new query starts at its first QA.
  const firstKey = useRef(pages.key);
  useEffect(() => {
    if (pages.key === firstKey.current) return;
    firstKey.current = pages.key;
    setPosition({ index: 0, pinnedId: null });
  }, [pages.key]);

  useEffect(() => onPositionChange(position.index), [position.index]);

  // The list shrank under the position (decisions made elsewhere): stay on its last QA.
  useEffect(() => {
    if (total !== null && total > 0 && position.index >= total) setPosition({ index: total - 1, pinnedId: null });
  }, [total, position.index]);

  // Which QA sits at the position (unless one is pinned).
  useEffect(() => {
    if (position.pinnedId !== null) {
      setCurrentId(position.pinnedId);
      return;
    }
    let stale = false;
    pages.load(position.index).then((row) => {
      if (!stale) setCurrentId(row?.id ?? null);
    });
    return () => {
      stale = true;
    };
  }, [position, pages.key, pages.version]);

  const fetchDetail = useCallback(async (id: number): Promise<QaDetail> => {
    const cached = details.current.get(id);
    if (cached) return cached;
    const loaded = await actions.get(id);
    details.current.set(id, loaded);
    if (details.current.size > DETAIL_CACHE) details.current.delete(details.current.keys().next().value!);
    return loaded;
  }, [actions]);

  useEffect(() => {
    if (currentId === null) {
      setDetail(null);
      return;
    }
    let stale = false;
    fetchDetail(currentId).then(
      (loaded) => {
        if (stale) return;
        setDetail(loaded);
        setError(null);
        // Warm the next QA so J / K feel instant.
        void pages.load(position.index + 1).then((row) => row && fetchDetail(row.id).catch(() => undefined));
      },
      (e: unknown) => {
        if (!stale) setError(reviewErrorText(`show QA ${position.index + 1}`, e));
      },
    );
    return () => {
      stale = true;
    };
  }, [currentId, detailTick]);

  /** Forgets these QAs' details (all when none is named) and shows the current one again. */
  const reload = useCallback((ids?: readonly number[]) => {
    if (ids) for (const id of ids) details.current.delete(id);
    else details.current.clear();
    setDetailTick((t) => t + 1);
  }, []);

  useAppEvent("review.changed", (event) => {
    for (const id of event.qaIds) details.current.delete(id);
    pages.invalidate();
    if (currentId !== null && event.qaIds.includes(currentId)) setDetailTick((t) => t + 1);
  });
  // Another reviewer name: "your" decisions and the other reviewers' are different people now.
  useAppEvent("settings.changed", () => {
    details.current.clear();
    pages.invalidate();
    setDetailTick((t) => t + 1);
  });

  /** Forgets these QAs' details without showing the current one again (it moves on, or the caller reloads). */
  const forget = (ids: readonly number[] | "all") => {
    if (ids === "all") details.current.clear();
    else for (const id of ids) details.current.delete(id);
  };

  return { position, setPosition, detail, error, setError, reload, forget, total };
}

export type FocusedQa = ReturnType<typeof useFocusedQa>;
