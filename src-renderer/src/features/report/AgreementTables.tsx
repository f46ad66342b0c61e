import type { LabelAgreement, RetChemQaGrouping, RetChemQaTable, ReviewAgreement } from "@contract/agreement.ts";
import { describeJudgeAgreement, describeLabelAgreement, sameLabelWords } from "@contract/agreementWords.ts";
import { shareWords } from "@contract/shareWords.ts";

const LABEL_WORDS: Record<LabelAgreement["label"], string> = { decision: "Keep or drop", answerCorrect: "Answer correct", answerable: "Answerable from the context" };
const GROUPING_WORDS: Record<RetChemQaGrouping, string> = { type: "Type", hop: "Hop", truthValue: "Stated as" };

/** RetChemQA's four classes and its four rates, as table cells; a rate over too few QAs as its counts. */
function ClassCells({ t }: { t: RetChemQaTable }) {
  const all = t.TP + t.FP + t.TN + t.FN;
  return (
    <>
      <td>{t.TP}</td><td>{t.FP}</td><td>{t.TN}</td><td>{t.FN}</td><td>{shareWords(t.TP + t.TN, all)}</td><td>{shareWords(t.TP, all)}</td><td>{shareWords(t.TN + t.FN, all)}</td><td>{shareWords(t.TN, t.TN + t.FN)}</td>
    </>
  );
}

const CLASS_HEADERS = (
  <>
    <th title="answerable, answered correctly">TP</th><th title="answerable, answered wrongly">FP</th><th title="not answerable, answered correctly">TN</th><th title="not answerable, answered wrongly">FN</th>
    <th title="(TP + TN) / all">Accuracy</th><th title="TP / all">Precision</th><th title="(TN + FN) / all: questions not answerable from the context">Hallucination rate</th><th title="TN / (TN + FN): of those, answered rightly">Capture rate</th>
  </>
);

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
              <td>{describeLabelAgreement(l).text}</td>
              <td>{sameLabelWords(l)}</td>
              <td>{l.compared.toLocaleString("en-US")}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <h4>Judge against reviewers</h4>
      {j === null ? (
        <p className="muted">{agreement.judgeReason}</p>
      ) : (
        <p data-testid="judge-agreement">{describeJudgeAgreement(j)}</p>
      )}
      <h4>Answerable and correct, per reviewer (RetChemQA)</h4>
      {agreement.retChemQa.length === 0 ? (
        <p className="muted">No reviewer has marked answers as correct or answerable yet.</p>
      ) : (
        <table className="report-table">
          <thead>
            <tr><th>Reviewer</th>{CLASS_HEADERS}</tr>
          </thead>
          <tbody>
            {agreement.retChemQa.map((t) => (
              <tr key={t.reviewer}>
                <td>{t.reviewer}</td><ClassCells t={t} />
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {(agreement.retChemQaGroups ?? []).length > 0 && (
        <>
          <h4>By question type, hop and true-or-false statement</h4>
          <table className="report-table" aria-label="RetChemQA table by group">
            <thead>
              <tr><th>Reviewer</th><th>Group</th>{CLASS_HEADERS}</tr>
            </thead>
            <tbody>
              {agreement.retChemQaGroups!.map((t) => (
                <tr key={`${t.reviewer}:${t.by}:${t.group}`}>
                  <td>{t.reviewer}</td><td>{GROUPING_WORDS[t.by]}: {t.group}</td><ClassCells t={t} />
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
