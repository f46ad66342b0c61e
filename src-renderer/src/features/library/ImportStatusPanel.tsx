import { useEffect, useRef, useState, type FormEvent } from "react";
import { routeHref } from "../../app/router.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { LabeledProgress } from "../../shared/LabeledProgress.tsx";
import { formatCount } from "../../shared/format.ts";
import { describeTally, needsPassword, settledCount, tallyBatch, type ImportBatch, type ImportEntry, type ImportFileStatus } from "./importStatus.ts";

const STATUS: Record<ImportFileStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "neutral" },
  reading: { label: "Reading", tone: "accent" },
  imported: { label: "Imported", tone: "ok" },
  duplicate: { label: "Already in library", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
};

interface ImportStatusPanelProps {
  batches: ImportBatch[];
  onRetry(batchId: string, index: number, password: string): void;
  onClear(): void;
}

/** Every import started here, file by file, with a password prompt for encrypted files. */
export function ImportStatusPanel({ batches, onRetry, onClear }: ImportStatusPanelProps) {
  if (batches.length === 0) return null;
  const anyFinished = batches.some((b) => b.finished);
  return (
    <section className="panel import-panel" aria-labelledby="import-heading">
      <div className="import-panel-head">
        <h2 id="import-heading">Imports</h2>
        {anyFinished && (
          <button type="button" onClick={onClear}>
            Clear finished
          </button>
        )}
      </div>
      {batches.map((batch) => (
        <BatchStatus key={batch.id} batch={batch} onRetry={onRetry} />
      ))}
    </section>
  );
}

function BatchStatus({ batch, onRetry }: { batch: ImportBatch; onRetry: ImportStatusPanelProps["onRetry"] }) {
  const tally = tallyBatch(batch);
  const summary = describeTally(tally, batch.finished);
  return (
    <div className="import-batch">
      <div className="import-batch-head">
        <strong className="import-batch-label">{batch.label}</strong>
        <span className="muted" aria-live="polite">
          {summary}
        </span>
      </div>
      {!batch.finished && <LabeledProgress label={`Import of ${batch.label}`} done={settledCount(tally)} total={tally.total} />}
      {batch.error && (
        <p role="alert" className="error">
          The import stopped: {batch.error.message}
        </p>
      )}
      {batch.entries.length > 0 && (
        <ul className="import-files" aria-label={`Files of ${batch.label} (${formatCount(tally.total, "file")})`}>
          {batch.entries.map((entry) => (
            <ImportFileRow key={entry.index} entry={entry} onRetry={(password) => onRetry(batch.id, entry.index, password)} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ImportFileRow({ entry, onRetry }: { entry: ImportEntry; onRetry(password: string): void }) {
  const status = STATUS[entry.status];
  return (
    <li className={`import-file import-file-${entry.status}`}>
      <Badge tone={status.tone}>
        {entry.status === "reading" && <span className="spinner" aria-hidden="true" />}
        {status.label}
      </Badge>
      <span className="import-file-name" title={entry.file}>
        {entry.name || "…"}
      </span>
      <span className="import-file-detail">
        {(entry.status === "imported" || entry.status === "duplicate") && entry.paperId !== null && (
          <>
            {entry.pages !== null && <span className="muted">{formatCount(entry.pages, "page")} · </span>}
            <a href={routeHref("paper", entry.paperId)}>Open</a>
          </>
        )}
        {entry.status === "failed" && entry.error && !needsPassword(entry) && <span className="error">{entry.error.message}</span>}
      </span>
      {needsPassword(entry) && <PasswordForm entry={entry} onSubmit={onRetry} />}
    </li>
  );
}

function PasswordForm({ entry, onSubmit }: { entry: ImportEntry; onSubmit(password: string): void }) {
  const [password, setPassword] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const id = `password-${entry.index}-${entry.name}`;
  const wrong = entry.error?.name === "IncorrectPasswordError";
  // After a wrong password, the field is ready for the next try.
  useEffect(() => {
    if (wrong) input.current?.select();
  }, [wrong, entry.error]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password) onSubmit(password);
  };
  return (
    <form className="password-form" onSubmit={submit}>
      <p className={wrong ? "error" : "muted"} role={wrong ? "alert" : undefined}>
        {wrong ? "That password did not open the file. Try again." : "This PDF is protected by a password."}
      </p>
      <label htmlFor={id}>Password for {entry.name}</label>
      <input
        ref={input}
        id={id}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={entry.retrying}
        aria-invalid={wrong || undefined}
      />
      <button type="submit" className="primary" disabled={!password || entry.retrying}>
        {entry.retrying ? "Unlocking…" : "Unlock and import"}
      </button>
    </form>
  );
}
