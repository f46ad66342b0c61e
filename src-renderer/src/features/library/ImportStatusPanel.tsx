import { useEffect, useRef, useState, type FormEvent } from "react";
import { routeHref } from "../../app/router.ts";
import { Badge, type BadgeTone } from "../../shared/Badge.tsx";
import { ErrorAlert } from "../../shared/ErrorAlert.tsx";
import { LabeledProgress } from "../../shared/LabeledProgress.tsx";
import { DuplicatePrompts, duplicatePrompts } from "./DuplicatePrompts.tsx";
import { ImportsDoneLine } from "./ImportsDoneLine.tsx";
import { formatCount } from "../../shared/format.ts";
import {
  describeTally,
  passwordPrompts,
  settledCount,
  tallyBatch,
  wrongPassword,
  type ImportBatchReport,
  type ImportFileReport,
  type ImportFileStatus,
} from "./importStatus.ts";

const STATUS: Record<ImportFileStatus, { label: string; tone: BadgeTone }> = {
  queued: { label: "Queued", tone: "neutral" },
  reading: { label: "Reading", tone: "accent" },
  imported: { label: "Imported", tone: "ok" },
  duplicate: { label: "Already in library", tone: "neutral" },
  failed: { label: "Failed", tone: "danger" },
  "needs-password": { label: "Needs password", tone: "warn" },
};

interface ImportStatusPanelProps {
  batches: ImportBatchReport[];
  error: Error | null;
  onUnlock(batchId: string, file: ImportFileReport, password: string): Promise<void>;
  /** Keeps both, or removes the new copy, of a file that looks like a paper already in the library. */
  onResolveDuplicate(batchId: string, file: ImportFileReport, keepBoth: boolean): Promise<void>;
  onClear(): void;
}

/**
 * Recent imports, file by file, while they run. Files waiting for their password come first, in
 * view, with their prompt; the rest of each batch follows, folded once it went well. Once every
 * import is over the panel folds into one line, its files a click away.
 */
export function ImportStatusPanel({ batches, error, onUnlock, onResolveDuplicate, onClear }: ImportStatusPanelProps) {
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
        <BatchStatus key={batch.id} batch={batch} />
      ))}
    </section>
  );
}

/** The files that wait for a password. A new one is scrolled into view and, unless the user is typing elsewhere, focused. */
function PasswordPrompts({ prompts, onUnlock }: { prompts: ReturnType<typeof passwordPrompts>; onUnlock: ImportStatusPanelProps["onUnlock"] }) {
  const box = useRef<HTMLDivElement>(null);
  const seen = useRef(new Set<string>());
  const keys = prompts.map(({ batch, file }) => `${batch.id}:${file.index}`);
  useEffect(() => {
    const fresh = keys.filter((key) => !seen.current.has(key));
    keys.forEach((key) => seen.current.add(key));
    if (fresh.length === 0 || !box.current) return;
    box.current.scrollIntoView({ block: "nearest" });
    const active = document.activeElement;
    const typing = active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
    if (!typing) box.current.querySelector<HTMLInputElement>(`[data-prompt="${fresh[0]}"] input`)?.focus({ preventScroll: true });
  }, [keys.join("|")]);
  return (
    <div ref={box} className="password-prompts" role="group" aria-labelledby="password-prompts-heading">
      <h3 id="password-prompts-heading">{prompts.length === 1 ? "1 file needs its password" : `${prompts.length} files need their password`}</h3>
      {prompts.map(({ batch, file }) => (
        <PasswordForm key={`${batch.id}:${file.index}`} promptKey={`${batch.id}:${file.index}`} file={file} onSubmit={(password) => onUnlock(batch.id, file, password)} />
      ))}
    </div>
  );
}

function PasswordForm({ promptKey, file, onSubmit }: { promptKey: string; file: ImportFileReport; onSubmit(password: string): Promise<void> }) {
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const id = `password-${promptKey.replace(/[^\w-]/g, "_")}`;
  const wrong = wrongPassword(file);
  // After a wrong password, the field is ready for the next try.
  useEffect(() => {
    if (wrong) input.current?.select();
  }, [wrong, file.error]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || busy) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="password-form" data-prompt={promptKey} onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="password-file">
        Password for <strong>{file.name}</strong>
      </label>
      <input
        ref={input}
        id={id}
        type="password"
        autoComplete="off"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        disabled={busy}
        aria-invalid={wrong || undefined}
        aria-describedby={`${id}-note`}
      />
      <button type="submit" className="primary" disabled={!password || busy}>
        {busy ? "Unlocking…" : "Unlock and import"}
      </button>
      <p id={`${id}-note`} className={wrong ? "error" : "muted"} role={wrong ? "alert" : undefined}>
        {wrong ? "That password did not open the file. Try again." : "This PDF is protected by a password."}
      </p>
    </form>
  );
}

function BatchStatus({ batch }: { batch: ImportBatchReport }) {
  const tally = tallyBatch(batch);
  const needsAttention = tally.failed > 0 || batch.state !== "finished";
  const [open, setOpen] = useState<boolean | null>(null);
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
      </div>
      {batch.state === "running" && <LabeledProgress label={`Import of ${batch.label}`} done={settledCount(tally)} total={tally.total} />}
      {batch.error && (
        <p role="alert" className="error">
          The import stopped: {batch.error.message}
        </p>
      )}
      {expanded && batch.files.length > 0 && (
        <ul id={listId} className="import-files" aria-label={`Files of ${batch.label} (${formatCount(tally.total, "file")})`}>
          {batch.files.map((file) => (
            <ImportFileRow key={file.index} file={file} />
          ))}
        </ul>
      )}
    </div>
  );
}

function ImportFileRow({ file }: { file: ImportFileReport }) {
  const status = STATUS[file.status];
  return (
    <li className={`import-file import-file-${file.status}`}>
      <Badge tone={status.tone}>
        {file.status === "reading" && <span className="spinner" aria-hidden="true" />}
        {status.label}
      </Badge>
      <span className="import-file-name" title={file.path ?? file.name}>
        {file.name || "…"}
      </span>
      <span className="import-file-detail">
        {(file.status === "imported" || file.status === "duplicate") && file.paperId !== null && (
          <>
            {file.pages !== null && <span className="muted">{formatCount(file.pages, "page")} · </span>}
            <a href={routeHref("paper", file.paperId)}>Open</a>
          </>
        )}
        {file.status === "failed" && file.error && <span className="error">{file.error.message}</span>}
        {file.status === "needs-password" && <span className="muted">Give its password above to import it.</span>}
      </span>
    </li>
  );
}
