import { Fragment } from "react";
import { JUDGE_CRITERIA, JUDGE_CRITERION_QUESTIONS } from "@contract/judge.ts";
import { FieldNote } from "./FieldNote.tsx";
import { thresholdField } from "./settingsForm.ts";
import { noteId, SETTING_LABELS } from "./settingsLabels.ts";
import type { SettingsFormState } from "./useSettingsForm.ts";

/** The lowest judge score each criterion accepts, 1 to 3. */
export function JudgeMinimumsSection({ form }: { form: SettingsFormState }) {
  const { draft, change, status } = form;
  return (
    <section className="panel settings-section" aria-labelledby="settings-judge" data-testid="settings-judge">
      <h2 id="settings-judge">Judge minimums</h2>
      <p className="muted settings-intro">
        A judge model scores each answer from 1 (unacceptable) to 3 (fully acceptable) on five questions. A QA scored below the minimum on any of them is rejected. QAs judged before get the new verdict when you next judge them.
      </p>
      <div className="field-grid">
        {JUDGE_CRITERIA.map((criterion) => {
          const name = thresholdField(criterion);
          return (
            <Fragment key={criterion}>
              <span className="field-label" id={`${name}-label`}>
                {SETTING_LABELS[name]}
              </span>
              <div>
                <div role="radiogroup" aria-labelledby={`${name}-label`} aria-describedby={noteId(name)} className="segmented threshold-choice">
                  {["1", "2", "3"].map((value) => (
                    <label key={value} className={draft[name] === value ? "checked" : undefined}>
                      <input type="radio" name={name} value={value} checked={draft[name] === value} onChange={() => change(name, value)} />
                      {value}
                    </label>
                  ))}
                </div>
                <FieldNote name={name} status={status[name]} hint={JUDGE_CRITERION_QUESTIONS[criterion]} withSave />
              </div>
            </Fragment>
          );
        })}
      </div>
    </section>
  );
}
