import { retChemQaClass, type LabelAgreement, type RetChemQaClass } from "@contract/agreement.ts";
import { describeLabelAgreement, RETCHEMQA_CLASS_WORDS } from "@contract/agreementWords.ts";
import type { QaDetail } from "@contract/qaDetail.ts";
import { useLibraryRunNames } from "../../shared/useRunNames.ts";
import { DECISION_LABELS } from "./reviewLabels.ts";
import { useRunAgreement } from "./useRunAgreement.ts";

const LABEL_WORDS: Record<LabelAgreement["label"], string> = { decision: "Keep / drop", answerCorrect: "Answer correct", answerable: "Answerable" };
const outcome = (value: RetChemQaClass | null) => (value === null ? "—" : RETCHEMQA_CLASS_WORDS[value]);
const yesNo = (value: boolean | null) => (value === null ? "—" : value ? "yes" : "no");

/**
 * Beside a QA reviewers disagree on: every reviewer's decision and labels side by side, the
 * RetChemQA class their labels give, and how far the reviewers agree over the whole run, so a
 * single dispute can be weighed against the run's usual agreement.
 */
export function DisputedPanel({ detail }: { detail: QaDetail }) {
  const agreement = useRunAgreement(detail.row.runId);
  const runName = useLibraryRunNames();
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
            <th scope="col" title="What the two labels say together, as RetChemQA classes a reviewed QA">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {everyone.map((r) => (
            <tr key={r.reviewer} data-reviewer={r.reviewer}>
              <th scope="row">{r.reviewer}</th>
              <td>{r.decision === "pending" ? "—" : DECISION_LABELS[r.decision].label}</td>
              <td>{r.answerCorrect ?? "—"}</td>
              <td>{yesNo(r.answerable)}</td>
              <td>{outcome(retChemQaClass(r.answerable, r.answerCorrect))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="muted">Agreement over the run {runName(detail.row.runId)}:</p>
      {agreement === null ? (
        <p className="muted" aria-busy="true">
          Measuring…
        </p>
      ) : (
        <ul className="qa-dispute-agreement" data-testid="qa-run-agreement">
          {agreement.labels.map((l) => (
            <li key={l.label} title="1 is full agreement, 0 what chance alone gives, below 0 worse than chance" data-measured={describeLabelAgreement(l).measured}>
              {LABEL_WORDS[l.label]}: {describeLabelAgreement(l).text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
