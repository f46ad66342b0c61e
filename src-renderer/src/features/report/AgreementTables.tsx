import type { LabelAgreement, ReviewAgreement } from "../../../../src-main/contract/agreement.ts";

const LABEL_WORDS: Record<LabelAgreement["label"], string> = { decision: "Keep or drop", answerCorrect: "Answer correct", answerable: "Answerable from the context" };
const METHOD_WORDS: Record<LabelAgreement["method"], string> = { "cohen-kappa": "Cohen's kappa", "krippendorff-alpha": "Krippendorff's alpha" };
const percent = (value: number | null) => (value === null ? "—" : `${Math.round(value * 100)}%`);

/** Reviewer agreement, the judge against reviewers, and RetChemQA's table, from the report. */
export function AgreementTables({ agreement }: { agreement: ReviewAgreement }) {
  const j = agreement.judge;
  return (
    <section className="report-panel" aria-label="Agreement">
      <h3>Agreement</h3>
      <table className="report-table">
        <thead>
          <tr><th>Label</th><th>Agreement</th><th>Same label</th><th>QAs compared</th></tr>
        </thead>
        <tbody>
          {agreement.labels.map((l) => (
            <tr key={l.label}>
              <td>{LABEL_WORDS[l.label]}</td>
              <td>{l.value === null ? (l.reason ?? "not enough labels") : `${METHOD_WORDS[l.method]} ${l.value.toFixed(2)}`}</td>
              <td>{percent(l.observedAgreement)}</td>
              <td>{l.compared.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Judge against reviewers</h4>
      {j === null ? (
        <p className="muted">{agreement.judgeReason}</p>
      ) : (
        <p>
          On {j.compared} QAs: accuracy {percent(j.accuracy)}, precision {percent(j.precision)}, recall {percent(j.recall)}; rank correlation {j.rankCorrelation === null ? "—" : j.rankCorrelation.toFixed(2)}.
        </p>
      )}
      <h4>Answerable and correct, per reviewer (RetChemQA)</h4>
      {agreement.retChemQa.length === 0 ? (
        <p className="muted">No reviewer has marked answers as correct or answerable yet.</p>
      ) : (
        <table className="report-table">
          <thead>
            <tr><th>Reviewer</th><th title="answerable, answered correctly">TP</th><th title="answerable, answered wrongly">FP</th><th title="not answerable, answered correctly">TN</th><th title="not answerable, answered wrongly">FN</th><th>Accuracy</th><th>Precision</th></tr>
          </thead>
          <tbody>
            {agreement.retChemQa.map((t) => (
              <tr key={t.reviewer}>
                <td>{t.reviewer}</td><td>{t.TP}</td><td>{t.FP}</td><td>{t.TN}</td><td>{t.FN}</td><td>{percent(t.accuracy)}</td><td>{percent(t.precision)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
