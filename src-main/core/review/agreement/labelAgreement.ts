import type { AgreementLabel, LabelAgreement } from "../../../contract/agreement.ts";
import { cohensKappa } from "./cohensKappa.ts";
import { krippendorffAlpha } from "./krippendorffAlpha.ts";

/**
 * Agreement on one label. `units` has one map per QA from reviewer to the label they gave
 * (reviewers who gave none are absent). Two reviewers in all get Cohen's kappa over the QAs
 * both labelled; more get Krippendorff's alpha, which also uses QAs only some of them labelled.
 */
export function labelAgreement<L extends string | boolean>(label: AgreementLabel, units: readonly ReadonlyMap<string, L>[]): LabelAgreement {
  const raters = new Set<string>();
  for (const unit of units) for (const name of unit.keys()) raters.add(name);
  const comparable = units.filter((unit) => unit.size >= 2);
  const values = comparable.map((unit) => [...unit.values()]);
  const alpha = krippendorffAlpha(values);
  const observedAgreement = comparable.length === 0 ? null : values.filter((v) => v.every((x) => x === v[0])).length / comparable.length;
  const base = { label, alpha, observedAgreement, compared: comparable.length };
  if (raters.size < 2) return { ...base, method: "krippendorff-alpha", value: null, reason: "fewer than two reviewers gave this label" };
  if (raters.size === 2) {
    const [a, b] = [...raters] as [string, string];
    const pairs = comparable.map((unit) => [unit.get(a)!, unit.get(b)!] as const);
    const value = cohensKappa(pairs);
    return { ...base, method: "cohen-kappa", value, reason: value !== null ? null : whyNone(comparable.length) };
  }
  return { ...base, method: "krippendorff-alpha", value: alpha, reason: alpha !== null ? null : whyNone(comparable.length) };
}

function whyNone(compared: number): string {
  return compared === 0 ? "no QA has this label from two reviewers yet" : "every reviewer gave the same label throughout, so chance agreement is already complete";
}
