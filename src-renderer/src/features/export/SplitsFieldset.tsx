import type { Dispatch, SetStateAction } from "react";
import { splitProblems, type SplitFormState } from "./exportSplit.ts";

/**
 * Train, validation and test shares for the folder formats, as typed: a share that is not a
 * number is flagged beside the fields instead of lost.
 */
export function SplitsFieldset({ splitForm, setSplitForm }: { splitForm: SplitFormState; setSplitForm: Dispatch<SetStateAction<SplitFormState>> }) {
  const splitBad = splitProblems(splitForm);
  const setShare = (index: 0 | 1 | 2, value: string) => setSplitForm((f) => ({ ...f, shares: f.shares.map((s, i) => (i === index ? value : s)) as SplitFormState["shares"] }));
  return (
    <fieldset className="export-fieldset" data-testid="export-splits">
      <legend>Train, validation and test</legend>
      <p className="muted export-note">Whole papers go into one part each, so no paper’s QAs are both trained on and tested on. The shares are of the QAs, in percent.</p>
      <div className="export-split-shares">
        {(["Train", "Validation", "Test"] as const).map((name, index) => (
          <label key={name} className="export-score">
            <span>{name}</span>
            <input
              type="text"
              inputMode="decimal"
              value={splitForm.shares[index]}
              aria-invalid={splitBad.shares !== undefined}
              aria-describedby={splitBad.shares ? "split-shares-error" : undefined}
              onChange={(e) => setShare(index as 0 | 1 | 2, e.target.value)}
            />
          </label>
        ))}
      </div>
      {splitBad.shares && (
        <p id="split-shares-error" role="alert" className="error export-note">
          {splitBad.shares}
        </p>
      )}
      <label className="export-check">
        <span className="export-nowrap">Shuffle number</span>
        <input
          type="text"
          inputMode="numeric"
          className="export-judge-input"
          value={splitForm.seed}
          aria-invalid={splitBad.seed !== undefined}
          aria-describedby={splitBad.seed ? "split-seed-error" : undefined}
          onChange={(e) => setSplitForm((f) => ({ ...f, seed: e.target.value }))}
        />
      </label>
      <p className="muted export-note">The same shuffle number deals the same papers to the same part each time; another number deals them differently.</p>
      {splitBad.seed && (
        <p id="split-seed-error" role="alert" className="error export-note">
          {splitBad.seed}
        </p>
      )}
      <label className="export-check">
        <input type="checkbox" checked={splitForm.stratify} onChange={(e) => setSplitForm((f) => ({ ...f, stratify: e.target.checked }))} />
        <span>
          Balance strategies <span className="muted">— each strategy’s QAs are spread over the three parts in the same shares</span>
        </span>
      </label>
    </fieldset>
  );
}
