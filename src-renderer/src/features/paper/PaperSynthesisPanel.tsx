import type { ReactNode } from "react";
import type { PaperSynthesisView, SynthesisChemical, SynthesisValue } from "@contract/synthesisConditions.ts";
import { useLibraryRunNames } from "../../shared/useRunNames.ts";
import { EmptyTabState } from "./EmptyTabState.tsx";

/** The sentences a value was read from, for its tooltip. */
const sources = (evidence: SynthesisValue["evidence"]) => evidence.map((e) => e.text).join("\n");

/** A value, with its source sentences on hover and a flag when its numbers are not in them. */
function Cited({ text, item }: { text: string; item: SynthesisValue | SynthesisChemical }) {
  return (
    <li title={sources(item.evidence)}>
      {text}
      {!item.inEvidence && <span className="synthesis-unsupported"> (not found in its sentence)</span>}
    </li>
  );
}

function Field({ label, children, count }: { label: string; count: number; children: ReactNode }) {
  if (count === 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>
        <ul>{children}</ul>
      </dd>
    </>
  );
}

/**
 * The synthesis conditions a RetChemQA run extracted from the paper: per material, its reagents
 * and solvents with amounts, temperatures, times and steps; hovering a value shows the sentences
 * it was read from. A paper with none says so.
 */
export function PaperSynthesisPanel({ view, paperId }: { view: PaperSynthesisView | null; paperId: number }) {
  const runName = useLibraryRunNames();
  if (!view) {
    return (
      <EmptyTabState tab="synthesis" paperId={paperId} title="No synthesis conditions yet." what="records how the paper's materials were made, each value tied to the sentence it comes from; they show here." />
    );
  }
  const { conditions } = view;
  if (!conditions.reported) {
    return (
      <p className="muted pane-hint" data-testid="synthesis-none">
        {runName(view.runId)}: none reported. The model found no description of how a material was made in this paper.
      </p>
    );
  }
  return (
    <div className="paper-synthesis">
      <p className="muted pane-hint">
        {runName(view.runId)}: {conditions.materials.length === 1 ? "1 material" : `${conditions.materials.length} materials`}. Hover a value to see the sentences it was read from.
      </p>
      {conditions.materials.map((m, i) => (
        <section key={i} className="synthesis-material" aria-label={m.material}>
          <h3>{m.material}</h3>
          <dl>
            <Field label="Reagents" count={m.reagents.length}>
              {m.reagents.map((c, k) => <Cited key={k} item={c} text={c.amount ? `${c.name}: ${c.amount}` : c.name} />)}
            </Field>
            <Field label="Solvents" count={m.solvents.length}>
              {m.solvents.map((c, k) => <Cited key={k} item={c} text={c.amount ? `${c.name}: ${c.amount}` : c.name} />)}
            </Field>
            <Field label="Temperatures" count={m.temperatures.length}>
              {m.temperatures.map((v, k) => <Cited key={k} item={v} text={v.value} />)}
            </Field>
            <Field label="Times" count={m.times.length}>
              {m.times.map((v, k) => <Cited key={k} item={v} text={v.value} />)}
            </Field>
            <Field label="Steps" count={m.steps.length}>
              {m.steps.map((v, k) => <Cited key={k} item={v} text={v.value} />)}
            </Field>
          </dl>
        </section>
      ))}
    </div>
  );
}
