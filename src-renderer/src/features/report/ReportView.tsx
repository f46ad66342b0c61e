import { useMemo } from "react";
import { FUNNEL_WORDS, type DatasetReport } from "@contract/report.ts";
import { describeJudgeMean } from "@contract/reportWords.ts";
import { formatCount } from "../../shared/format.ts";
import { routeHref, useRoute } from "../../app/router.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { BarsChart } from "./ReportCharts.tsx";
import { AgreementTables } from "./AgreementTables.tsx";
import { FilterRatesTable } from "./FilterRatesTable.tsx";
import { coverageBars, DIFFICULTY_WORDS, headlineFigures, HOP_WORDS, valueBars } from "./reportChartData.ts";
import { DatasetFigures } from "./DatasetFigures.tsx";
import { ReportHeader } from "./ReportHeader.tsx";
import { chooseSelection } from "./reportSelection.ts";
import { useReport, useReportRunChoices } from "./useReport.ts";
import "./report.css";

/** A headline figure; one with nothing to measure says so in words, not in the size of a number. */
function Figure({ label, value, note, missing = false }: { label: string; value: string; note: string; missing?: boolean }) {
  return (
    <div className="report-figure">
      <div className={missing ? "report-figure-value report-figure-missing" : "report-figure-value"}>{value}</div>
      <div className="report-figure-label">{label}</div>
      <div className="muted report-figure-note">{note}</div>
    </div>
  );
}

/** A paper's name in a bar's label keeps its start and its end (oneLineNames), so "… (source 12)" and "… (source 13)" stay apart. */
function CoverageChart({ papers }: { papers: DatasetReport["papers"] }) {
  const { data, label } = coverageBars(papers);
  return <BarsChart data={data} label={label} horizontal percent oneLineNames height={160} testId="report-coverage" />;
}

function ReportBody({ report }: { report: DatasetReport }) {
  const { typeLabel } = useStrategies();
  const c = report.counts;
  const headline = headlineFigures(report);
  const funnel = report.funnel.map((f) => ({ name: FUNNEL_WORDS[f.stage].label, value: f.count }));
  return (
    <>
      <section className="report-figures" aria-label="Headline figures">
        <Figure label="QAs" value={formatCount(c.qas)} note={`from ${formatCount(c.papers, "paper")}`} />
        {headline.map((f) => (
          <Figure key={f.info.id} label={f.info.label} value={f.shown} note={f.basis} missing={f.value === null} />
        ))}
      </section>
      <DatasetFigures report={report} />
      <div className="report-grid">
        <BarsChart data={funnel} label="From work items to kept QAs" horizontal height={220} testId="report-funnel" />
        <FilterRatesTable filters={report.filters} />
        <BarsChart data={valueBars(report.types, typeLabel)} label="Question types" testId="report-types" />
        <BarsChart data={valueBars(report.difficulties, DIFFICULTY_WORDS)} label="Difficulty" testId="report-difficulty" />
        <CoverageChart papers={report.papers} />
        <BarsChart data={valueBars(report.hops, HOP_WORDS)} label="Steps of reasoning" />
      </div>
      <section className="report-panel" aria-label="Judge scores">
        <h3>Judge scores</h3>
        {report.judge.length === 0 ? (
          <p className="muted">No judge has scored these QAs yet.</p>
        ) : (
          <div className="report-judge">
            {report.judge.map((j) => (
              <BarsChart key={j.criterion} data={j.counts.map((value, i) => ({ name: String(i + 1), value }))} label={describeJudgeMean(j)} height={150} />
            ))}
          </div>
        )}
      </section>
      <section className="report-panel" aria-label="Items that yielded nothing">
        <h3>Items that yielded nothing ({formatCount(report.emptyItemsTotal)})</h3>
        {report.emptyItems.length === 0 ? (
          <p className="muted">Every item that ran yielded QAs.</p>
        ) : (
          <ul className="report-empty">
            {report.emptyItems.map((item, i) => (
              <li key={i}>
                <strong>{item.paperName}</strong>, {item.label}: {item.status === "failed" ? "failed" : "no QA"}
                {item.why ? ` — ${item.why}` : ""}
              </li>
            ))}
          </ul>
        )}
      </section>
      <AgreementTables agreement={report.agreement} />
      <p className="muted report-footnote">
        Report of {new Date(report.generatedAt).toLocaleString()}. Likeness and coverage use {report.embedder === "word-vectors" ? "word vectors" : "the embedding model"}
        {report.papersNotMeasured > 0 ? `; ${formatCount(report.papersNotMeasured)} papers beyond the first ones were not measured` : ""}.
      </p>
    </>
  );
}

/** The dataset report of a run, a strategy or every run, with charts; it opens on the run with the most QAs. */
export function ReportView() {
  const route = useRoute();
  const runs = useReportRunChoices();
  const selection = useMemo(() => (runs === null ? null : chooseSelection(route.params, runs)), [route.params, runs]);
  const { report, error, loading, changed, regenerate } = useReport(selection);
  return (
    <div className="report-view">
      <ReportHeader title={report?.title ?? null} runs={runs ?? []} selection={selection} loading={loading} onRegenerate={regenerate} />
      {runs === null && <p className="muted">Listing the runs…</p>}
      {runs !== null && runs.length === 0 && (
        <p className="muted" data-testid="report-empty">
          No runs yet, so there is nothing to measure. Generate QAs from a paper in the <a href={routeHref("runs")}>Runs</a> view, and their report appears here.
        </p>
      )}
      {changed && report && <p className="report-changed" role="status" data-testid="report-changed">{changed}: checking whether this report is still current…</p>}
      {error && <p className="error" role="alert">{error}</p>}
      {report && <ReportBody report={report} />}
    </div>
  );
}
