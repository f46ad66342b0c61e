import { datasetFigures, notComparedNote } from "@contract/reportFigures.ts";
import type { DatasetReport } from "@contract/report.ts";
import { useStrategies } from "../../shared/useStrategies.ts";

/**
 * The report's dataset figures as the metric catalog names them: SciQAG's under SciQAG's name,
 * each beside the figure SciQAG published and why ours can differ when SciQAG's method made these
 * QAs, or else why it is not compared; ours under names of their own.
 */
export function DatasetFigures({ report }: { report: DatasetReport }) {
  const { label } = useStrategies();
  const note = notComparedNote(report, label);
  return (
    <section className="report-panel" aria-label="Dataset figures">
      <h3>Dataset figures</h3>
      <table className="report-table" data-testid="report-dataset-figures">
        <thead>
          <tr>
            <th>Figure</th>
            <th>Here</th>
            <th>Measured on</th>
            <th>Published by the method's paper</th>
          </tr>
        </thead>
        <tbody>
          {datasetFigures(report, label).map((f) => (
            <tr key={f.info.id} title={f.info.checks} data-metric={f.info.id}>
              <td>{f.info.label}</td>
              <td>{f.shown}</td>
              <td className="muted">{f.basis}</td>
              <td data-testid="report-published">
                {f.published === null ? <span className="muted">not published (our own measure)</span> : f.published.figure}
                {f.published && <div className="muted">{f.published.note}</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {note && (
        <p className="report-not-compared" data-testid="report-not-compared">
          {note}
        </p>
      )}
      {report.origins.length > 0 && (
        <p className="muted" data-testid="report-origins">
          Imported QAs: {report.origins.map((o) => `${o.qas.toLocaleString("en-US")} from ${o.file}`).join(", ")}.
        </p>
      )}
    </section>
  );
}
