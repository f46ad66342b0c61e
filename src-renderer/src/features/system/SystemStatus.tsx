import { useSystemStatus } from "./useSystemStatus.ts";
import { componentState, componentStateClass, componentWords } from "./componentWords.ts";

/** What the app runs on and where the library lives; the first thing to check when in doubt. */
export function SystemStatus() {
  const status = useSystemStatus();
  const [report, info] = status.data ?? [null, null];
  const error = status.error?.message;

  if (error) return <p role="alert" className="error">{error}</p>;
  if (!report || !info) return <p className="muted">Checking the runtime…</p>;
  return (
    <section aria-labelledby="system-heading">
      <h2 id="system-heading">System</h2>
      <dl className="facts">
        <dt>Library</dt>
        <dd>{info.path} (schema v{info.schemaVersion})</dd>
        <dt>Papers</dt>
        <dd>{info.counts["papers"] ?? 0}</dd>
        <dt>QA pairs</dt>
        <dd>{info.counts["qa_items"] ?? 0}</dd>
      </dl>
      <table className="components">
        <thead>
          <tr><th>Component</th><th>Version</th><th>State</th></tr>
        </thead>
        <tbody>
          {report.components.map((c) => (
            <tr key={c.name}>
              <td title={c.name}>{componentWords(c.name)}</td>
              <td>{c.version ?? "—"}</td>
              <td className={componentStateClass(c)} data-testid="component-state">
                {componentState(c)}
                {c.detail ? ` · ${c.detail}` : ""}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
