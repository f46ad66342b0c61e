import { useMemo } from "react";
import { JUDGE_CRITERION_NAMES } from "@contract/judge.ts";
import { FUNNEL_WORDS, type DatasetReport, type ValueCount } from "@contract/report.ts";
import { navigate, useRoute } from "../../app/router.ts";
import { useStrategies } from "../../shared/useStrategies.ts";
import { BarsChart } from "./ReportCharts.tsx";
import { AgreementTables } from "./AgreementTables.tsx";
import { FilterRatesTable } from "./FilterRatesTable.tsx";
import { datasetFigures } from "@contract/reportFigures.ts";
import { DatasetFigures } from "./DatasetFigures.tsx";
import { useReport, useRunChoices, type ReportSelection } from "./useReport.ts";
import "./report.css";

const n = (value: number) => value.toLocaleString("en-US");
const DIFFICULTY_WORDS: Record<string, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };
const HOP_WORDS: Record<string, string> = { single: "Single step", multi: "Several steps" };
const words = (list: ValueCount[], names: Record<string, string> | ((value: string) => string) = {}) =>
  list.map((v) => ({ name: v.value === null ? "Not set" : typeof names === "function" ? names(v.value) : (names[v.value] ?? v.value), value: v.count }));

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="report-figure">
      <div className="report-figure-value">{value}</div>
      <div className="report-figure-label">{label}</div>
      <div className="muted report-figure-note">{note}</div>
    </div>
  );
}

function ReportBody({ report }: { report: DatasetReport }) {
  const { typeLabel } = useStrategies();
  const c = report.counts;
  // The coverage and numbers figures, as the catalog names them and with what they rest on (or why there is none).
  const headline = datasetFigures(report).filter((f) => f.info.id === "coverage-chunk-rate" || f.info.id === "numbers-in-source");
  const funnel = report.funnel.map((f) => ({ name: FUNNEL_WORDS[f.stage].label, value: f.count }));
  return (
    <>
      <section className="report-figures" aria-label="Headline figures">
        <Figure label="QAs" value={n(c.qas)} note={`from ${n(c.papers)} paper${c.papers === 1 ? "" : "s"}`} />
        {headline.map((f) => (
          <Figure key={f.info.id} label={f.info.label} value={f.shown} note={f.basis} />
        ))}
      </section>
      <DatasetFigures report={report} />
      <div className="report-grid">
        <BarsChart data={funnel} label="From work items to kept QAs" horizontal height={220} testId="report-funnel" />
        <FilterRatesTable filters={report.filters} />
        <BarsChart data={words(report.types, typeLabel)} label="Question types" testId="report-types" />
        <BarsChart data={words(report.difficulties, DIFFICULTY_WORDS)} label="Difficulty" testId="report-difficulty" />
        <BarsChart data={report.papers.filter((p) => p.coverage !== null).map((p) => ({ name: p.paperName.length > 28 ? `${p.paperName.slice(0, 27)}…` : p.paperName, value: p.coverage! }))} label="Coverage of each paper (SciQAG chunk rate)" horizontal percent height={Math.max(160, 28 * Math.min(report.papers.length, 20))} testId="report-coverage" />
        <BarsChart data={words(report.hops, HOP_WORDS)} label="Steps of reasoning" />
      </div>
      <section className="report-panel" aria-label="Judge scores">
        <h3>Judge scores</h3>
        {report.judge.length === 0 ? (
          <p className="muted">No judge has scored these QAs yet.</p>
        ) : (
          <div className="report-judge">
            {report.judge.map((j) => (
              <BarsChart key={j.criterion} data={j.counts.map((value, i) => ({ name: String(i + 1), value }))} label={`${JUDGE_CRITERION_NAMES[j.criterion]}${j.mean === null ? "" : ` (mean ${j.mean.toFixed(2)})`}`} height={150} />
            ))}
          </div>
        )}
      </section>
      <section className="report-panel" aria-label="Items that yielded nothing">
        <h3>Items that yielded nothing ({n(report.emptyItemsTotal)})</h3>
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
        {report.papersNotMeasured > 0 ? `; ${n(report.papersNotMeasured)} papers beyond the first ones were not measured` : ""}.
      </p>
    </>
  );
}

/** The dataset report of a run or a strategy, with charts. */
export function ReportView() {
  const route = useRoute();
  const runs = useRunChoices();
  const runParam = route.params.get("run");
  const strategyParam = route.params.get("strategy");
  const selection = useMemo<ReportSelection | null>(() => {
    if (strategyParam) return { kind: "strategy", strategy: strategyParam };
    if (runParam) return { kind: "run", runId: Number(runParam) };
    return runs[0] ? { kind: "run", runId: runs[0].id } : null;
  }, [runParam, strategyParam, runs]);
  const { report, error, loading, changed, regenerate } = useReport(selection);
  const strategies = [...new Set(runs.map((r) => r.strategy))];
  const strategyLabel = useStrategies().label;
  const value = selection === null ? "" : selection.kind === "run" ? `run:${selection.runId}` : `strategy:${selection.strategy}`;
  return (
    <div className="report-view">
      <header className="report-header">
        <h2>Report{report ? `: ${report.title}` : ""}</h2>
        <label>
          Report on{" "}
          <select
            value={value}
            onChange={(e) => {
              const [kind, id] = e.target.value.split(":") as [string, string];
              navigate("report", null, kind === "run" ? { run: id } : { strategy: id });
            }}
          >
            {runs.map((r) => (
              <option key={r.id} value={`run:${r.id}`}>
                Run {r.id} · {strategyLabel(r.strategy)}
              </option>
            ))}
            {strategies.map((s) => (
              <option key={s} value={`strategy:${s}`}>
                Every run of {strategyLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={regenerate} disabled={loading || selection === null}>
          {loading ? "Measuring…" : "Measure again"}
        </button>
      </header>
      {selection === null && !loading && <p className="muted">No runs yet: generate QAs from the Runs view, and their report appears here.</p>}
      {changed && report && <p className="report-changed" role="status" data-testid="report-changed">{changed}: checking whether this report is still current…</p>}
      {error && <p className="error" role="alert">{error}</p>}
      {report && <ReportBody report={report} />}
    </div>
  );
}
