import { useState } from "react";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { BatchStatus } from "./BatchStatus.tsx";
import { DuplicatePrompts, duplicatePrompts } from "./DuplicatePrompts.tsx";
import { ImportsDoneLine } from "./ImportsDoneLine.tsx";
import { passwordPrompts, type ImportBatchReport, type ImportFileReport } from "./importStatus.ts";
import { PasswordPrompts } from "./PasswordPrompts.tsx";
import { useOcrOn } from "./useOcrOn.ts";
import "./imports.css";

interface ImportStatusPanelProps {
  batches: ImportBatchReport[];
  error: Error | null;
  onUnlock(batchId: string, file: ImportFileReport, password: string): Promise<void>;
  /** Keeps both, or removes the new copy, of a file that looks like a paper already in the library. */
  onResolveDuplicate(batchId: string, file: ImportFileReport, keepBoth: boolean): Promise<void>;
  /** Stops a running batch: what it imported stays, the rest is not read. */
  onCancel(batchId: string): Promise<void>;
  onClear(): void;
  /** Imports a refused file again from where it was (a scan, once OCR is on). */
  onImportAgain(path: string): void;
}

/**
 * Recent imports, file by file, while they run. Files waiting for their password come first, in
 * view, with their prompt; the rest of each batch follows, folded once it went well. Once every
 * import is over the panel folds into one line, its files a click away.
 */
export function ImportStatusPanel({ batches, error, onUnlock, onResolveDuplicate, onCancel, onClear, onImportAgain }: ImportStatusPanelProps) {
  const ocrOn = useOcrOn();
  // Opened for the newest batch: a new import folds the panel again once it is over.
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  if (batches.length === 0 && !error) return null;
  const prompts = passwordPrompts(batches);
  const anyDone = batches.some((b) => b.state !== "running");
  // A question still open (a password, a likely duplicate) keeps the panel unfolded.
  const over = !error && prompts.length === 0 && duplicatePrompts(batches).length === 0 && batches.every((b) => b.state !== "running");
  if (over && openedFor !== batches[0]!.id) return <ImportsDoneLine batches={batches} onOpen={() => setOpenedFor(batches[0]!.id)} onClear={onClear} />;
  return (
    <section className="panel import-panel" aria-labelledby="import-heading">
      <div className="import-panel-head">
        <h2 id="import-heading">Imports</h2>
        {anyDone && (
          <button type="button" onClick={onClear}>
            Clear finished
          </button>
        )}
      </div>
      <ErrorAlert error={error} />
      {prompts.length > 0 && <PasswordPrompts prompts={prompts} onUnlock={onUnlock} />}
      <DuplicatePrompts batches={batches} onResolve={onResolveDuplicate} />
      {batches.map((batch) => (
        <BatchStatus key={batch.id} batch={batch} onCancel={onCancel} ocrOn={ocrOn} onImportAgain={onImportAgain} />
      ))}
    </section>
  );
}
