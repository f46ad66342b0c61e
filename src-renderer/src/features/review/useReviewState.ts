import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { navigate, useRoute } from "../../app/router.ts";
import { useDebouncedValue } from "../../shared/useDebouncedValue.ts";
import { buildQaQuery, emptyFilters, type QueueTab, type ReviewFilterState } from "./reviewFilters.ts";
import { undoChange } from "./undoChange.ts";
import { popUndo, pushUndo, type UndoEntry } from "./undoStack.ts";
import { useReviewActions } from "./useReviewActions.ts";

export type ReviewMode = "focus" | "table";

// What the view was showing, kept for the session so leaving Review and coming back does not
// lose the filters, the queue or the undo history.
const remembered: { filters: ReviewFilterState; queue: QueueTab; undo: UndoEntry[]; position: number } = {
  filters: emptyFilters,
  queue: "pending",
  undo: [],
  position: 0,
};

function positiveInt(text: string | null): number | null {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The review view's state, shared by its focus view and its table: the mode (?mode=table|focus),
 * the filters and queue (?paper=ID and ?run=ID start with that filter, ?qa=ID opens one QA in the
 * All queue), the queries they make, the position, and the undo history; all kept for the session.
 */
export function useReviewState() {
  const route = useRoute();
  const mode: ReviewMode = route.params.get("mode") === "table" ? "table" : "focus";
  const qaParam = positiveInt(route.params.get("qa"));
  const [filters, setFilters] = useState<ReviewFilterState>(() => {
    const paper = positiveInt(route.params.get("paper"));
    const run = positiveInt(route.params.get("run"));
    if (paper === null && run === null) return remembered.filters;
    return { ...emptyFilters, paperIds: paper === null ? [] : [paper], runIds: run === null ? [] : [run] };
  });
  const [queue, setQueue] = useState<QueueTab>(() => (qaParam !== null || positiveInt(route.params.get("run")) !== null ? "all" : remembered.queue));
  const [undoStack, setUndoStack] = useState<UndoEntry[]>(remembered.undo);
  const [position, setPosition] = useState(remembered.position);
  const [openId, setOpenId] = useState<number | null>(qaParam);
  // A link to another QA while Review is open (?qa=ID changes): show that one, in the All queue.
  const [shownQaParam, setShownQaParam] = useState(qaParam);
  if (qaParam !== shownQaParam) {
    setShownQaParam(qaParam);
    if (qaParam !== null) {
      setOpenId(qaParam);
      setQueue("all");
    }
  }

  // Typing in the search box waits for a pause; every other filter applies at once.
  const search = useDebouncedValue(filters.search, 250);
  const settled = useMemo(() => ({ ...filters, search }), [filters, search]);
  const query = useMemo(() => buildQaQuery(settled, queue), [settled, queue]);
  const countQuery = useMemo(() => buildQaQuery(settled, "all"), [settled]);

  useEffect(() => {
    remembered.filters = filters;
    remembered.queue = queue;
    remembered.undo = undoStack;
    remembered.position = position;
  }, [filters, queue, undoStack, position]);

  const actions = useReviewActions();
  const record = useCallback((entry: UndoEntry | null) => setUndoStack((stack) => pushUndo(stack, entry)), []);
  const stackRef = useRef(undoStack);
  stackRef.current = undoStack;
  const undo = useCallback(async (): Promise<UndoEntry | null> => {
    const popped = popUndo(stackRef.current);
    if (!popped) return null;
    const outcome = await undoChange(popped.entry, popped.rest.at(-1)?.label ?? null, actions);
    const stack = outcome.kept ? [...popped.rest, outcome.kept] : popped.rest;
    stackRef.current = stack;
    setUndoStack(stack);
    if ("error" in outcome) throw outcome.error;
    return popped.entry;
  }, [actions]);

  const setMode = useCallback((next: ReviewMode) => navigate("review", null, { mode: next }), []);
  const onSort = useCallback((sort: ReviewFilterState["sort"], order: ReviewFilterState["order"]) => setFilters((f) => ({ ...f, sort, order })), []);
  const onOpen = useCallback(
    (index: number, id: number) => {
      setPosition(index);
      setOpenId(id);
      setMode("focus");
    },
    [setMode],
  );
  const changeFilters = (next: ReviewFilterState) => {
    setFilters(next);
    setPosition(0);
    setOpenId(null);
  };
  const changeQueue = (next: QueueTab) => {
    setQueue(next);
    setPosition(0);
    setOpenId(null);
  };
  /** Focus on the queue (not on one opened QA). */
  const focusQueue = () => {
    setOpenId(null);
    setMode("focus");
  };
  /** Esc in the focus view: back to the table at this position. */
  const backToTable = (index: number) => {
    setPosition(index);
    setOpenId(null);
    setMode("table");
  };

  return { mode, setMode, filters, changeFilters, queue, changeQueue, query, countQuery, position, setPosition, openId, onOpen, onSort, focusQueue, backToTable, undoStack, record, undo };
}
