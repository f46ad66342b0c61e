import { useState } from "react";
import { formatCount } from "../../shared/format.ts";
import { LabeledProgress } from "../../shared/LabeledProgress.tsx";
import { ImportFileRow } from "./ImportFileRow.tsx";
import { batchFilesDone, batchProgressWords } from "./importProgress.ts";
import type { ImportBatchReport } from "./importStatus.ts";
import { describeTally, tallyBatch } from "./importTally.ts";

interface BatchStatusProps {
  batch: ImportBatchReport;
  onCancel(batchId: string): Promise<void>;
  /** Whether OCR is on now, and importing a refused file again from its path (see ImportFileRow). */
  ocrOn: boolean;
  onImportAgain(path: string): void;
}

/** One import batch: its tally and progress, and its files, folded once it went well. */
export function BatchStatus({ batch, onCancel, ocrOn, onImportAgain }: BatchStatusProps) {
  const tally = tallyBatch(batch);
  const needsAttention = tally.failed > 0 || batch.state !== "finished";
  const [open, setOpen] = useState<boolean | null>(null);
  // Asked once: the batch goes on running until its file in progress is stopped.
  const [cancelling, setCancelling] = useState(false);
  const expanded = open ?? needsAttention;
  const listId = `import-files-${batch.id}`;
  return (
    <div className="import-batch">
      <div className="import-batch-head">
        <strong className="import-batch-label" title={batch.label}>
          {batch.label}
        </strong>
        <span className="muted" aria-live="polite">
          {describeTally(tally, batch.state)}
        </span>
        {batch.files.length > 0 && (
          <button type="button" className="link-button" aria-expanded={expanded} aria-controls={listId} onClick={() => setOpen(!expanded)}>
            {expanded ? "Hide files" : `Show ${formatCount(batch.files.length, "file")}`}
          </button>
        )}
        {batch.state === "running" && (
          <button type="button" disabled={cancelling} aria-label={`Cancel the import of ${batch.label}`} onClick={() => (setCancelling(true), void onCancel(batch.id))}>
            {cancelling ? "Cancelling…" : "Cancel"}
          </button>
        )}
      </div>
      {batch.state === "running" && <LabeledProgress label={`Import of ${batch.label}`} done={batchFilesDone(batch)} total={tally.total} text={batchProgressWords(batch)} />}
      {batch.error && (
        <p role="alert" className="error">
          The import stopped: {batch.error.message}
        </p>
      )}
      {expanded && batch.files.length > 0 && (
        <ul id={listId} className="import-files" aria-label={`Files of ${batch.label} (${formatCount(tally.total, "file")})`}>
          {batch.files.map((file) => (
            <ImportFileRow key={file.index} file={file} ocrOn={ocrOn} onImportAgain={onImportAgain} />
          ))}
        </ul>
      )}
    </div>
  );
}
