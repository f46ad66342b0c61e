import { metricInfo } from "./metrics.ts";

// The key QAs' ranking figure in words, with what it rests on. The checks it averages test the
// numbers and the evidence, not whether the answer is right, and the words say so.

const QUALITY_CHECK_COUNT = 3;

/** "checks 0.70 (Evidence, Support)" or "no check measured it", for the line on why a QA was picked. */
export function describeQuality(quality: { value: number | null; restsOn: readonly string[] }): string {
  if (quality.value === null) return "no check measured it";
  return `checks ${quality.value.toFixed(2)} (${quality.restsOn.map((m) => metricInfo(m).short).join(", ")})`;
}

/** The badge on a key QA: "70% on 2 checks", and a sentence on what that rests on for its tooltip. */
export function qualityBadge(quality: number | null, restsOn: readonly string[]): { text: string; title: string } {
  const named = restsOn.map((m) => metricInfo(m).label.toLowerCase());
  const caveat = "These checks test the evidence and the numbers, not whether the answer is right: read it.";
  if (quality === null) return { text: "no checks measured it", title: `None of the checks the ranking reads measured this QA. ${caveat}` };
  const count = `${restsOn.length} of ${QUALITY_CHECK_COUNT} checks`;
  return {
    text: `${Math.round(quality * 100)}% on ${restsOn.length} check${restsOn.length === 1 ? "" : "s"}`,
    title: `Used to rank the key QAs: the mean of ${count} that measured it (${named.join("; ")}). A check with nothing to check is left out. ${caveat}`,
  };
}
