import type { QaDetail } from "@contract/qaDetail.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { ariaKeys, KeyHint } from "./KeyHint.tsx";
import { FOCUS_SHORTCUTS, hintFor, type FocusAction } from "./reviewKeymap.ts";
import type { FocusEdits } from "./useFocusEdits.ts";

interface FocusBarProps {
  detail: QaDetail | null;
  edits: FocusEdits;
  run(action: FocusAction): boolean;
  /** "3 of 120" (or "…" while counting). */
  positionText: string;
  atFirst: boolean;
  atLast: boolean;
  canUndo: boolean;
  types: string[];
  judgingRunning: boolean;
  onJudge(): void;
  onHelp(): void;
}

/** The focus view's toolbar: decide, move, judge, and correct the QA's text, type, difficulty and labels. */
export function FocusBar({ detail, edits, run, positionText, atFirst, atLast, canUndo, types, judgingRunning, onJudge, onHelp }: FocusBarProps) {
  const { typeLabel } = useStrategies();
  const { busy, editing } = edits;
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
        title={extra.title ?? (keys ? `${label} (${keys})` : undefined)}
      >
        {label} <KeyHint keys={extra.firstKey ? keys.split(" / ")[0]! : keys} />
      </button>
    );
  };
  // Two rows: deciding, moving and the evaluation labels; then correcting the QA and judging it.
  // Back to the table is the header's Focus/Table switch (or Esc); the bar does not repeat it.
  return (
    <div className="focus-bar" role="toolbar" aria-label="Review actions">
      <div className="focus-group">
        {button("keep", "Keep", { className: "focus-keep" })}
        {button("drop", "Drop", { className: "focus-drop" })}
        {button("reset", "Pending")}
        {button("undo", "Undo", { disabled: busy || !canUndo })}
      </div>
      <div className="focus-group">
        {button("previous", "Previous", { disabled: atFirst, firstKey: true, title: "Previous QA (H or ←)" })}
        <span className="focus-position" aria-live="polite" data-testid="focus-position">
          {positionText}
        </span>
        {button("next", "Next", { disabled: atLast, firstKey: true, title: "Next QA (J or →)" })}
      </div>
      <div className="focus-group" aria-label="Evaluation labels">
        {button("answerCorrect", `Answer correct: ${detail?.review.answerCorrect ?? "not said"}`, { pressed: (detail?.review.answerCorrect ?? null) !== null })}
        {button("answerable", `Answerable: ${detail?.review.answerable === undefined || detail.review.answerable === null ? "not said" : detail.review.answerable ? "yes" : "no"}`, {
          pressed: (detail?.review.answerable ?? null) !== null,
        })}
      </div>
      <button type="button" className="focus-help" onClick={onHelp} aria-keyshortcuts="?" aria-label="Shortcuts" title="Shortcuts (?)" data-testid="open-help">
        ?
      </button>
      <span className="focus-break" aria-hidden="true" />
      <div className="focus-group">
        {button("edit", "Edit answer", { disabled: busy || !detail || editing !== null })}
        {button("editQuestion", "Edit question", { disabled: busy || !detail || editing !== null })}
        {/* The chosen type in full on hover: a narrow window cuts the select short. */}
        <label className="focus-type" title={detail?.row.type ? `Type: ${typeLabel(detail.row.type)} (T)` : "Type (T)"}>
          <span className="visually-hidden">Type</span>
          <select value={detail?.row.type ?? ""} disabled={busy || !detail} onChange={(event) => edits.setType(event.target.value)} aria-label="Type" aria-keyshortcuts="T">
            {detail && detail.row.type === null && <option value="">no type</option>}
            {[...new Set([...(detail?.row.type ? [detail.row.type] : []), ...types])].map((type) => (
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
      <button type="button" className="focus-judge" disabled={!detail} onClick={onJudge} title="Grade this QA with a judge model" data-testid="judge-focus">
        {judgingRunning ? "Judging…" : "Judge with…"}
      </button>
    </div>
  );
}
