import { datasetFigures, publishedFigure } from "@contract/reportFigures.ts";
import type { DatasetReport } from "@contract/report.ts";

/**
 * The report's dataset figures as the metric catalog names them: SciQAG's under SciQAG's name,
 * each beside the figure SciQAG published and why ours can differ; ours under names of their own.
 */
export function DatasetFigures({ report }: { report: DatasetReport }) {
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
          {datasetFigures(report).map((f) => (
            <tr key={f.info.id} title={f.info.checks}>
              <td>{f.info.label}</td>
              <td>{f.shown}</td>
              <td className="muted">{f.basis}</td>
              <td>{publishedFigure(f.info) ?? <span className="muted">not published (our own measure)</span>}
                {f.info.published && <div className="muted">{f.info.published.differs}.</div>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.origins.length > 0 && (
        <p className="muted" data-testid="report-origins">
          Imported QAs: {report.origins.map((o) => `${o.qas.toLocaleString("en-US")} from ${o.file}`).join(", ")}.
        </p>
      )}
    </section>
  );
}
