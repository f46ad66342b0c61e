import { retChemQaClass, type LabelAgreement } from "../../../../src-main/contract/agreement.ts";
import type { QaDetail } from "../../../../src-main/contract/review.ts";
import { DECISION_LABELS } from "./reviewLabels.ts";
import { useRunAgreement } from "./useRunAgreement.ts";

const LABEL_WORDS: Record<LabelAgreement["label"], string> = { decision: "Keep / drop", answerCorrect: "Answer correct", answerable: "Answerable" };
const METHOD_WORDS: Record<LabelAgreement["method"], string> = { "cohen-kappa": "kappa", "krippendorff-alpha": "alpha" };
const yesNo = (value: boolean | null) => (value === null ? "—" : value ? "yes" : "no");

/**
 * Beside a QA reviewers disagree on: every reviewer's decision and labels side by side, the
 * RetChemQA class their labels give, and how far the reviewers agree over the whole run, so a
 * single dispute can be weighed against the run's usual agreement.
 */
export function DisputedPanel({ detail }: { detail: QaDetail }) {
  const agreement = useRunAgreement(detail.row.runId);
  const everyone = [{ reviewer: "You", ...detail.review }, ...detail.others];
  return (
    <section aria-labelledby="qa-dispute-title" data-testid="qa-dispute">
      <h3 id="qa-dispute-title">Reviewers side by side</h3>
      <table className="qa-dispute-table">
        <thead>
          <tr>
            <th scope="col">Reviewer</th>
            <th scope="col">Decision</th>
            <th scope="col">Answer correct</th>
            <th scope="col">Answerable</th>
            <th scope="col" title="RetChemQA's class from the two labels: TP, FP, TN or FN">Class</th>
          </tr>
        </thead>
        <tbody>
          {everyone.map((r) => (
            <tr key={r.reviewer} data-reviewer={r.reviewer}>
              <th scope="row">{r.reviewer}</th>
              <td>{r.decision === "pending" ? "—" : DECISION_LABELS[r.decision].label}</td>
              <td>{r.answerCorrect ?? "—"}</td>
              <td>{yesNo(r.answerable)}</td>
              <td>{retChemQaClass(r.answerable, r.answerCorrect) ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Agreement over run {detail.row.runId}:</p>
      {agreement === null ? (
        <p className="muted" aria-busy="true">
          Measuring…
        </p>
      ) : (
        <ul className="qa-dispute-agreement" data-testid="qa-run-agreement">
          {agreement.labels.map((l) => (
            <li key={l.label} title={l.reason ?? `${l.compared} QA(s) compared; 1 is full agreement, 0 what chance gives`}>
              {LABEL_WORDS[l.label]}: {l.value === null ? "not enough labels" : `${METHOD_WORDS[l.method]} ${l.value.toFixed(2)}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
