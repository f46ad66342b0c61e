/** What the review table is doing, what it just did, or what failed (its own error or a page's). */
export function BulkStatus({ busy, notice, error }: { busy: string | null; notice: string | null; error: string | null }) {
  return (
    <div className="bulk-status">
      {busy && (
        <p role="status" className="muted">
          {busy}
        </p>
      )}
      {/* What was done last stays out when what followed failed: "Undo with U." beside a refused undo contradicted it. */}
      {!busy && !error && notice && (
        <p role="status" className="ok">
          {notice}
        </p>
      )}
      {error && (
        <p role="alert" className="error" title={error}>
          {error}
        </p>
      )}
    </div>
  );
}
