import type { SynthesisChemical, SynthesisConditions, SynthesisEvidence, SynthesisMaterial, SynthesisValue } from "../../../../contract/synthesisConditions.ts";
import { isPlaceholder, tidy } from "../shared/outputText.ts";
import type { ShownSentence } from "../shared/sentenceIds.ts";
import type { ChemicalOutput, CitedValueOutput, SynthesisOutput } from "./schema.ts";

/** The cited ids as the paper's sentences at their offsets: unknown ids skipped, each once, in reading order. */
function evidenceOf(ids: readonly string[], shown: readonly ShownSentence[]): SynthesisEvidence[] {
  const wanted = new Set(ids);
  return shown.filter((s) => wanted.has(s.id)).map((s) => ({ passageId: s.passageId, start: s.start, end: s.end, text: s.text }));
}

const numbers = (text: string) => (text.match(/\d+(?:[.,]\d+)?/g) ?? []).map((n) => Number(n.replace(",", ".")));

/** Every number of `value` occurs in the evidence (as a value, so "0.50" meets "0.5"), and there is evidence. */
export function valueInEvidence(value: string, evidence: readonly SynthesisEvidence[]): boolean {
  if (evidence.length === 0) return false;
  const stated = new Set(numbers(evidence.map((e) => e.text).join(" ")));
  return numbers(value).every((n) => stated.has(n));
}

function value(raw: CitedValueOutput, shown: readonly ShownSentence[]): SynthesisValue | null {
  const text = tidy(raw.value);
  if (isPlaceholder(text)) return null;
  const evidence = evidenceOf(raw.sentences, shown);
  return { value: text, evidence, inEvidence: valueInEvidence(text, evidence) };
}

function chemical(raw: ChemicalOutput, shown: readonly ShownSentence[]): SynthesisChemical | null {
  const name = tidy(raw.name);
  if (isPlaceholder(name)) return null;
  const amount = isPlaceholder(raw.amount) ? null : tidy(raw.amount);
  const evidence = evidenceOf(raw.sentences, shown);
  return { name, amount, evidence, inEvidence: valueInEvidence(`${name} ${amount ?? ""}`, evidence) };
}

const present = <T>(items: readonly (T | null)[]): T[] => items.filter((i): i is T => i !== null);

/**
 * The model's record as stored: placeholders dropped, ids turned into the sentences they name, and
 * a material kept only with a name and at least one condition. A paper the model says reports no
 * synthesis, or whose every material came out empty, is stored as "none reported" with no values.
 */
export function interpretSynthesis(out: SynthesisOutput, shown: readonly ShownSentence[], meta: { promptVersion: string; policy: string }): SynthesisConditions {
  const materials: SynthesisMaterial[] = [];
  let leftOut = 0;
  for (const raw of out.reportsSynthesis ? out.materials : []) {
    const material: SynthesisMaterial = {
      material: tidy(raw.material),
      reagents: present(raw.reagents.map((c) => chemical(c, shown))),
      solvents: present(raw.solvents.map((c) => chemical(c, shown))),
      temperatures: present(raw.temperatures.map((v) => value(v, shown))),
      times: present(raw.times.map((v) => value(v, shown))),
      steps: present(raw.steps.map((v) => value(v, shown))),
    };
    const conditions = material.reagents.length + material.solvents.length + material.temperatures.length + material.times.length + material.steps.length;
    if (isPlaceholder(material.material) || conditions === 0) leftOut++;
    else materials.push(material);
  }
  return { reported: materials.length > 0, materials, leftOut, promptVersion: meta.promptVersion, policy: meta.policy };
}

/** One line on what was extracted, for the item's note in the run view. */
export function describeSynthesis(conditions: SynthesisConditions): string {
  if (!conditions.reported) return `the model found no synthesis reported in the paper ("none reported" is stored)`;
  const n = conditions.materials.length;
  return `synthesis conditions of ${n} material${n === 1 ? "" : "s"} extracted (${conditions.materials.map((m) => m.material).join("; ")}), kept with the paper rather than as QAs`;
}
