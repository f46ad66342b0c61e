import type { ReviewDecision } from "@contract/review.ts";
import { metricInfo } from "@contract/metricCatalog.ts";
import { ChoiceMenu } from "../../shared/ChoiceMenu.tsx";
import { formatCount } from "../../shared/format.ts";
import { emptySelection, selectAllMatching } from "../../shared/selection.ts";
import { ariaKeys, KeyHint } from "./KeyHint.tsx";
import { hintFor, TABLE_SHORTCUTS, type TableAction } from "./reviewKeymap.ts";
import type { BulkActions } from "./useBulkActions.ts";
import type { BulkSelection } from "./useBulkSelection.ts";

interface BulkBarProps {
  picked: BulkSelection;
  acts: BulkActions;
  run(action: TableAction): boolean;
  /** "1,234" or "1,234+ (counting…)" while a long selection is counted. */
  totalText: string;
  counting: boolean;
  hasActiveRow: boolean;
  canUndo: boolean;
  scoreColumns: { metrics: string[]; order: string[]; chosen: string[]; hidden: string[]; choose(metrics: string[]): void };
  onHelp(): void;
}

/**
 * The review table's toolbar: decide, undo, the selection's own buttons, the judge, the score
 * columns and the shortcuts. It keeps one height whatever is selected: the selection's buttons
 * always take their place and are only hidden, so selecting rows never moves the table.
 */
export function BulkBar({ picked, acts, run, totalText, counting, hasActiveRow, canUndo, scoreColumns, onHelp }: BulkBarProps) {
  const { selection, setSelection, active, total, count } = picked;
  const actionButton = (action: TableAction, label: string, decision?: ReviewDecision) => {
    const keys = hintFor(TABLE_SHORTCUTS, action);
    return (
      <button
        type="button"
        aria-keyshortcuts={ariaKeys(keys)}
        disabled={acts.busy !== null || (action === "undo" ? !canUndo : count === 0 && !hasActiveRow)}
        onClick={() => (decision ? void acts.apply(decision) : run(action))}
        data-action={action}
      >
        {label} <KeyHint keys={keys} />
      </button>
    );
  };
  const { hidden, chosen } = scoreColumns;
  return (
    <div className="bulk-bar" role="toolbar" aria-label="Bulk actions">
      <span className="bulk-count" aria-live="polite" data-testid="bulk-selected">
        {count > 0 ? `${formatCount(count)} selected` : hasActiveRow ? `Row ${formatCount(active + 1)} of ${totalText}` : `${totalText} QAs`}
      </span>
      {actionButton("keep", "Keep", "keep")}
      {actionButton("drop", "Drop", "drop")}
      {actionButton("reset", "Pending", "pending")}
      {actionButton("undo", "Undo")}
      <span className={`bulk-selection${count === 0 ? " bulk-selection-idle" : ""}`}>
        <button
          type="button"
          className="bulk-small"
          disabled={count === 0 || selection.all || total <= count || counting}
          onClick={() => setSelection(selectAllMatching())}
          data-testid="select-all-matching"
          title={`Select all ${formatCount(total)} QAs that match the queue and filters`}
        >
          All {totalText}
        </button>
        <button type="button" className="bulk-small" disabled={count === 0} onClick={() => setSelection(emptySelection)} aria-keyshortcuts="Escape">
          Clear <KeyHint keys="Esc" />
        </button>
      </span>
      <span className="bulk-spacer" />
      <button type="button" disabled={acts.busy !== null || (count === 0 && !hasActiveRow)} onClick={() => void acts.openJudge()} title="Grade the selected QAs (or the current row) with a judge model" data-testid="judge-selection">
        {acts.judging.running ? "Judging…" : "Judge with…"}
      </button>
      {scoreColumns.metrics.length > 0 && (
        <ChoiceMenu
          label="Score columns"
          options={scoreColumns.order.map((m) => ({ value: m, label: metricInfo(m).label, detail: hidden.includes(m) ? "needs a wider window" : undefined }))}
          selected={chosen}
          onChange={scoreColumns.choose}
          anyText="none"
          summary={hidden.length === 0 ? String(chosen.length) : `${chosen.length - hidden.length} of ${chosen.length}`}
          quiet
        />
      )}
      <button type="button" onClick={onHelp} aria-keyshortcuts="?" aria-label="Shortcuts" title="Shortcuts (?)">
        ?
      </button>
    </div>
  );
}
