import { useState } from "react";
import type { QaQuery } from "@contract/qaQueries.ts";
import { formatCount } from "../../shared/format.ts";
import { JudgeDialog } from "../judge/JudgeDialog.tsx";
import { useJudging } from "../judge/useJudging.ts";
import { FocusBar } from "./FocusBar.tsx";
import { FocusQueueEmpty } from "./FocusQueueEmpty.tsx";
import { QaDetailCard } from "./QaDetailCard.tsx";
import { FOCUS_SHORTCUTS } from "./reviewKeymap.ts";
import type { QueueTab } from "./reviewFilters.ts";
import { ShortcutHelp } from "./ShortcutHelp.tsx";
import type { UndoEntry } from "./undoStack.ts";
import { useFocusEdits } from "./useFocusEdits.ts";
import { useFocusedQa } from "./useFocusedQa.ts";
import { useFocusKeys } from "./useFocusKeys.ts";
import { useQaPages } from "./useQaPages.ts";

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

export function FocusReview(props: FocusReviewProps) {
  const pages = useQaPages(props.query, PAGE_SIZE);
  const focused = useFocusedQa(pages, { index: props.startIndex, id: props.startId }, props.onPositionChange);
  const { position, detail, error, total } = focused;
  const edits = useFocusEdits(pages, focused, props.queue, props);
  const [help, setHelp] = useState(false);
  // The QA "Judge with…" grades; its new scores and verdict are shown once judged.
  const [judgeId, setJudgeId] = useState<number | null>(null);
  const judging = useJudging(() => {
    pages.invalidate();
    focused.reload();
  });
  const run = useFocusKeys({
    detail,
    edits,
    types: props.types,
    showHelp: () => setHelp(true),
    back: () => props.onBack(position.index),
    listening: !help && edits.editing === null && judgeId === null,
  });

  if (total === 0) return <FocusQueueEmpty queue={props.queue} canUndo={props.canUndo} onQueue={props.onQueue} onUndo={() => void edits.undo()} />;

  const positionText = total === null ? "…" : `${formatCount(Math.min(position.index + 1, total))} of ${formatCount(total)}${pages.counting ? "+ (counting…)" : ""}`;
  return (
    <div className="focus-review">
      <FocusBar
        detail={detail}
        edits={edits}
        run={run}
        positionText={positionText}
        atFirst={position.index <= 0}
        atLast={total === null || position.index >= total - 1}
        canUndo={props.canUndo}
        types={props.types}
        judgingRunning={judging.running}
        onJudge={() => {
          judging.reset();
          setJudgeId(detail!.row.id);
        }}
        onHelp={() => setHelp(true)}
      />
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
          {edits.notice ?? ""}
        </p>
      </div>
      {detail ? (
        <QaDetailCard detail={detail} editing={edits.editing} busy={edits.busy} onSave={edits.saveText} onCancelEdit={() => edits.setEditing(null)} />
      ) : (
        !error && <p className="muted" aria-busy="true">Loading…</p>
      )}
      {judgeId !== null && <JudgeDialog target={{ qaIds: [judgeId] }} what="this QA" judging={judging} onClose={() => setJudgeId(null)} />}
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
