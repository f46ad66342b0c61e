import { useCallback, useEffect, useRef, useState } from "react";
import type { QaDetail, QaQuery, ReviewDecision, ReviewPatch } from "@contract/review.ts";
import { formatCount } from "../../shared/format.ts";
import { useAppEvent } from "../../shared/useAppEvent.ts";
import { useKeyboardShortcuts } from "../../shared/useKeyboardShortcuts.ts";
import { ariaKeys, KeyHint } from "./KeyHint.tsx";
import { QaDetailCard, type EditField } from "./QaDetailCard.tsx";
import { FOCUS_SHORTCUTS, focusActionFor, hintFor, type FocusAction } from "./reviewKeymap.ts";
import { indexAfterDecision, QUEUE_TABS, type QueueTab } from "./reviewFilters.ts";
import { reviewErrorText } from "./reviewErrors.ts";
import { ShortcutHelp } from "./ShortcutHelp.tsx";
import { undoEntry, type UndoEntry } from "./undoStack.ts";
import { useQaPages } from "./useQaPages.ts";
import { JudgeDialog } from "../judge/JudgeDialog.tsx";
import { useJudging } from "../judge/useJudging.ts";
import { useReviewActions } from "./useReviewActions.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

export interface FocusReviewProps {
  query: QaQuery;
  queue: QueueTab;
  /** Types offered by T and the type menu. */
  types: string[];
  /** Position in the list to start at. */
  startIndex: number;
  /** A QA to show first whatever its position (#/review?qa=ID, a clicked row). */
  startId: number | null;
  onPositionChange(index: number): void;
  record(entry: UndoEntry | null): void;
  undo(): Promise<UndoEntry | null>;
  canUndo: boolean;
  /** Esc: back to the table at this position. */
  onBack(index: number): void;
  onQueue(queue: QueueTab): void;
}

// Small pages: the focus view needs a few rows around the current one, never the whole list.
const PAGE_SIZE = 20;
const DETAIL_CACHE = 40;

const DECISION_WORDS: Record<ReviewDecision, string> = { keep: "Kept", drop: "Dropped", pending: "Set back to pending" };
const DECISION_VERBS: Record<ReviewDecision, string> = { keep: "keep", drop: "drop", pending: "set back to pending" };

export function FocusReview(props: FocusReviewProps) {
  const pages = useQaPages(props.query, PAGE_SIZE);
  const actions = useReviewActions();
  const { typeLabel } = useStrategies();
  const [position, setPosition] = useState<{ index: number; pinnedId: number | null }>({ index: props.startIndex, pinnedId: props.startId });
  const [currentId, setCurrentId] = useState<number | null>(null);
  const [detail, setDetail] = useState<QaDetail | null>(null);
  const [detailTick, setDetailTick] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState<EditField | null>(null);
  const [help, setHelp] = useState(false);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const details = useRef(new Map<number, QaDetail>());
  const total = pages.total;

  // A new query starts at its first QA.
  const firstKey = useRef(pages.key);
  useEffect(() => {
    if (pages.key === firstKey.current) return;
    firstKey.current = pages.key;
    setPosition({ index: 0, pinnedId: null });
  }, [pages.key]);

  useEffect(() => props.onPositionChange(position.index), [position.index]);

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
        if (!stale) setError(reviewErrorText(`show QA #${currentId}`, e));
      },
    );
    return () => {
      stale = true;
    };
  }, [currentId, detailTick]);

  // The QA "Judge with…" grades; its new scores and verdict are shown once judged.
  const [judgeId, setJudgeId] = useState<number | null>(null);
  const judging = useJudging(() => {
    details.current.clear();
    pages.invalidate();
    setDetailTick((t) => t + 1);
  });

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

  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), 2500);
    return () => clearTimeout(timer);
  }, [notice]);

  /** Runs one change at a time; keys pressed meanwhile are dropped rather than applied to the wrong QA. */
  const exclusive = async (what: string, work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(reviewErrorText(what, e));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const decide = (decision: ReviewDecision) =>
    exclusive(`${DECISION_VERBS[decision]} QA #${detail?.row.id ?? ""}`, async () => {
      if (!detail) return;
      const id = detail.row.id;
      const change = await actions.annotate(id, { decision });
      props.record(undoEntry(`${DECISION_WORDS[decision]} #${id}`, [change], position.index));
      details.current.delete(id);
      const count = total ?? 0;
      const next = indexAfterDecision(position.index, props.queue, decision, count);
      const atEnd = next === position.index && position.index >= count - 1 && decision !== "pending";
      setNotice(`${DECISION_WORDS[decision]} #${id}.${atEnd ? " That was the last QA here." : ""}`);
      pages.invalidate();
      setEditing(null);
      setPosition({ index: next, pinnedId: null });
    });

  const patch = (label: string, change: ReviewPatch) =>
    exclusive(`save the change to QA #${detail?.row.id ?? ""} (${label.toLowerCase()})`, async () => {
      if (!detail) return;
      const id = detail.row.id;
      const result = await actions.annotate(id, change);
      props.record(undoEntry(`${label} #${id}`, [result], position.index));
      details.current.delete(id);
      setNotice(`${label}.`);
      pages.invalidate();
      setDetailTick((t) => t + 1);
    });

  const undo = () =>
    exclusive("undo the last change", async () => {
      const entry = await props.undo();
      if (!entry) {
        setNotice("Nothing to undo.");
        return;
      }
      for (const change of entry.changes) details.current.delete(change.id);
      pages.invalidate();
      setNotice(`Undone: ${entry.label}.`);
      setEditing(null);
      const only = entry.changes.length === 1 ? entry.changes[0]!.id : null;
      setPosition({ index: entry.index ?? position.index, pinnedId: only });
      setDetailTick((t) => t + 1);
    });

  const move = (delta: number) => {
    if (total === null || total === 0) return;
    setEditing(null);
    setPosition({ index: Math.max(0, Math.min(total - 1, position.index + delta)), pinnedId: null });
  };

  const setType = (type: string) => {
    if (!detail) return;
    patch(`Type set to ${typeLabel(type)}`, { type: type === detail.original.type ? null : type });
  };
  const cycleType = (step: number) => {
    if (!detail || props.types.length === 0) return;
    const at = props.types.indexOf(detail.row.type ?? "");
    const next = props.types[(at + step + props.types.length) % props.types.length]!;
    setType(next);
  };
  const setDifficulty = (difficulty: "easy" | "medium" | "hard") => {
    if (!detail) return;
    patch(`Difficulty set to ${difficulty}`, { difficulty: difficulty === detail.original.difficulty ? null : difficulty });
  };
  const saveText = (field: EditField, text: string) => {
    if (!detail) return;
    setEditing(null);
    if (field === "context") return void patch("Context given", { context: text.trim() });
    const same = text.trim() === detail.original[field].trim();
    const word = field === "answer" ? "Answer" : "Question";
    patch(same ? `${word} set back to the original` : `${word} corrected`, { [field]: same ? null : text.trim() });
  };
  // A: not said -> yes -> no -> unsure -> not said; F: not said -> yes -> no -> not said.
  const cycleAnswerCorrect = () => {
    if (!detail) return;
    const order = [null, "yes", "no", "unsure"] as const;
    const next = order[(order.indexOf(detail.review.answerCorrect) + 1) % order.length]!;
    patch(next === null ? "Answer correct: not said" : `Answer correct: ${next}`, { answerCorrect: next });
  };
  const cycleAnswerable = () => {
    if (!detail) return;
    const next = detail.review.answerable === null ? true : detail.review.answerable ? false : null;
    patch(next === null ? "Answerable: not said" : next ? "Answerable from the context" : "Not answerable from the context", { answerable: next });
  };

  const run = (action: FocusAction): boolean => {
    switch (action) {
      case "keep":
      case "drop":
        void decide(action);
        return true;
      case "reset":
        void decide("pending");
        return true;
      case "undo":
        void undo();
        return true;
      case "next":
        move(1);
        return true;
      case "previous":
        move(-1);
        return true;
      case "edit":
        if (detail) setEditing("answer");
        return true;
      case "editQuestion":
        if (detail) setEditing("question");
        return true;
      case "editContext":
        if (detail) setEditing("context");
        return true;
      case "answerCorrect":
        cycleAnswerCorrect();
        return true;
      case "answerable":
        cycleAnswerable();
        return true;
      case "nextType":
        cycleType(1);
        return true;
      case "previousType":
        cycleType(-1);
        return true;
      case "easy":
      case "medium":
      case "hard":
        setDifficulty(action);
        return true;
      case "contextWrong":
        if (detail) void patch(detail.review.contextWrong ? "Context no longer marked wrong" : "Context marked wrong", { contextWrong: !detail.review.contextWrong });
        return true;
      case "help":
        setHelp(true);
        return true;
      case "back":
        props.onBack(position.index);
        return true;
    }
  };

  useKeyboardShortcuts((input) => {
    const action = focusActionFor(input);
    return action === null ? false : run(action);
  }, !help && editing === null && judgeId === null);

  /** `firstKey` shows only the first of the shortcut's keys on the button, where room is short (all stay in aria-keyshortcuts and the help). */
  const button = (action: FocusAction, label: string, extra: { className?: string; pressed?: boolean; disabled?: boolean; firstKey?: boolean; title?: string } = {}) => {
    const keys = hintFor(FOCUS_SHORTCUTS, action);
    return (
      <button
        type="button"
        className={extra.className}
        aria-pressed={extra.pressed}
        aria-keyshortcuts={ariaKeys(keys)}
        disabled={extra.disabled ?? (busy || !detail)}
        onClick={() => run(action)}
        data-action={action}
        title={extra.title}
      >
        {label} <KeyHint keys={extra.firstKey ? keys.split(" / ")[0]! : keys} />
      </button>
    );
  };

  if (total === 0) {
    const queueLabel = QUEUE_TABS.find((t) => t.id === props.queue)?.label ?? props.queue;
    return (
      <div className="empty-state" data-testid="review-queue-empty">
        <h2>{props.queue === "pending" ? "All done here" : `Nothing in ${queueLabel}`}</h2>
        <p>No QA matches this queue and these filters.</p>
        <div className="toolbar">
          {props.queue !== "all" && (
            <button type="button" onClick={() => props.onQueue("all")}>
              Show all QAs
            </button>
          )}
          {props.canUndo && (
            <button type="button" onClick={() => void undo()}>
              Undo the last change <KeyHint keys="U" />
            </button>
          )}
        </div>
      </div>
    );
  }

  const positionText = total === null ? "…" : `${formatCount(Math.min(position.index + 1, total))} of ${formatCount(total)}${pages.counting ? "+ (counting…)" : ""}`;
  return (
    <div className="focus-review">
      <div className="focus-bar" role="toolbar" aria-label="Review actions">
        <div className="focus-group">
          {button("keep", "Keep", { className: "focus-keep" })}
          {button("drop", "Drop", { className: "focus-drop" })}
          {button("reset", "Pending")}
          {button("undo", "Undo", { disabled: busy || !props.canUndo })}
        </div>
        <div className="focus-group">
          {button("previous", "Previous", { disabled: position.index <= 0, firstKey: true, title: "Previous QA (H or ←)" })}
          <span className="focus-position" aria-live="polite" data-testid="focus-position">
            {positionText}
          </span>
          {button("next", "Next", { disabled: total === null || position.index >= total - 1, firstKey: true, title: "Next QA (J or →)" })}
        </div>
        <div className="focus-group focus-group-end">
          <button
            type="button"
            disabled={!detail}
            onClick={() => {
              judging.reset();
              setJudgeId(detail!.row.id);
            }}
            title="Grade this QA with a judge model"
            data-testid="judge-focus"
          >
            {judging.running ? "Judging…" : "Judge with…"}
          </button>
          {button("back", "Table", { disabled: false, title: "Back to the table (Esc)" })}
          <button type="button" onClick={() => setHelp(true)} aria-keyshortcuts="?" aria-label="Shortcuts" title="Shortcuts (?)" data-testid="open-help">
            ?
          </button>
        </div>
        <div className="focus-group">
          {button("edit", "Edit answer", { disabled: busy || !detail || editing !== null })}
          {button("editQuestion", "Edit question", { disabled: busy || !detail || editing !== null })}
          <label className="focus-type">
            <span className="visually-hidden">Type</span>
            <select
              value={detail?.row.type ?? ""}
              disabled={busy || !detail}
              onChange={(event) => setType(event.target.value)}
              aria-label="Type"
              aria-keyshortcuts="T"
            >
              {detail && detail.row.type === null && <option value="">no type</option>}
              {[...new Set([...(detail?.row.type ? [detail.row.type] : []), ...props.types])].map((type) => (
                <option key={type} value={type}>
                  {typeLabel(type)}
                </option>
              ))}
            </select>
            <KeyHint keys="T" />
          </label>
          <span className="focus-segmented" role="group" aria-label="Difficulty">
            {button("easy", "Easy", { pressed: detail?.row.difficulty === "easy" })}
            {button("medium", "Medium", { pressed: detail?.row.difficulty === "medium" })}
            {button("hard", "Hard", { pressed: detail?.row.difficulty === "hard" })}
          </span>
          {button("contextWrong", "Context wrong", { pressed: detail?.review.contextWrong ?? false })}
          {button("editContext", "Give context", { disabled: busy || !detail || editing !== null })}
        </div>
        <div className="focus-group" aria-label="Evaluation labels">
          {button("answerCorrect", `Answer correct: ${detail?.review.answerCorrect ?? "not said"}`, { pressed: (detail?.review.answerCorrect ?? null) !== null })}
          {button("answerable", `Answerable: ${detail?.review.answerable === undefined || detail.review.answerable === null ? "not said" : detail.review.answerable ? "yes" : "no"}`, {
            pressed: (detail?.review.answerable ?? null) !== null,
          })}
        </div>
      </div>
      <div className="focus-status">
        {error && (
          <p role="alert" className="error">
            {error}
          </p>
        )}
        {pages.error && (
          <p role="alert" className="error">
            {pages.error}
          </p>
        )}
        <p role="status" className="muted focus-notice">
          {notice ?? ""}
        </p>
      </div>
      {detail ? (
        <QaDetailCard detail={detail} editing={editing} busy={busy} onSave={saveText} onCancelEdit={() => setEditing(null)} />
      ) : (
        !error && <p className="muted" aria-busy="true">Loading…</p>
      )}
      {judgeId !== null && <JudgeDialog target={{ qaIds: [judgeId] }} what={`QA #${judgeId}`} judging={judging} onClose={() => setJudgeId(null)} />}
      {help && (
        <ShortcutHelp
          title="Focus view shortcuts"
          shortcuts={FOCUS_SHORTCUTS}
          notes={["Keep and Drop move on to the next QA of the queue by themselves.", "/ jumps to the search box."]}
          onClose={() => setHelp(false)}
        />
      )}
    </div>
  );
}
