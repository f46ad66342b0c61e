import { type ScoreVerdict } from "./metrics.ts";
import { metricInfo, sortMetrics } from "./metricCatalog.ts";
import { isJudgeMetric, type VerdictTone } from "./scoreWords.ts";
import type { QaVerdict } from "./review.ts";

// The key QAs' ranking figure and a QA's verdict in words, with what each rests on. The checks
// test the numbers, the evidence and the wording, not whether the answer is right, and the
// words (and colours) say so: green is kept for what a judge model or a reviewer decided.

const QUALITY_CHECK_COUNT = 3;

/**
 * "70% on its checks (Evidence, Support)" or "no check measured it", for the line on why a QA was
 * picked: a percentage, as the badge beside it shows the same figure.
 */
export function describeQuality(quality: { value: number | null; restsOn: readonly string[] }): string {
  if (quality.value === null) return "no check measured it";
  return `${Math.round(quality.value * 100)}% on its checks (${quality.restsOn.map((m) => metricInfo(m).short).join(", ")})`;
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

/** How a QA's overall verdict is shown: its words, a mark, a tone, and for a rejection which checks failed. */
export interface VerdictShown {
  /** "Accepted by the filters", "Rejected by the filters: references to the paper". */
  label: string;
  /** For a table cell: "Accepted", "Rejected". */
  short: string;
  /**
   * What failed, short enough for the review table's one line: the first failed check and how
   * many more ("Repeats a QA +1 more"; the cell's hover names them all); empty unless rejected.
   */
  failed: string;
  icon: string;
  /** Green only when a judge model took part in the verdict; a rejection is red; the rest neutral. */
  tone: VerdictTone;
  /** What the verdict rests on, for a tooltip. */
  title: string;
}

/**
 * A QA's verdict as every view shows it. The filters accepting a QA means its surface checks
 * found nothing wrong (numbers and evidence found, no reference to the paper), not that the
 * answer is right: that is shown neutrally, and green only when a judge model also passed it.
 * A rejection names the checks that failed, so a row never reads "Rejected" with no reason in sight.
 */
export function verdictShown(verdict: QaVerdict, scores: Readonly<Record<string, { verdict: ScoreVerdict }>>): VerdictShown {
  const metrics = sortMetrics(Object.keys(scores));
  const judged = metrics.some(isJudgeMetric);
  if (verdict === "pending") return { label: "Not scored yet", short: "Not scored", failed: "", icon: "…", tone: "neutral", title: "The filters have not scored this QA yet." };
  if (verdict === "accepted") {
    return judged
      ? { label: "Accepted by the filters and the judge", short: "Accepted", failed: "", icon: "✓", tone: "ok", title: "Every check passed and the judge model scored it at or above your minimums." }
      : { label: "Accepted by the filters", short: "Accepted", failed: "", icon: "✓", tone: "neutral", title: "Every automatic check passed. The checks test numbers, evidence and wording, not whether the answer is right: read it." };
  }
  const failed = metrics.filter((m) => scores[m]!.verdict === "fail");
  if (failed.length === 0) return { label: "Rejected by the filters", short: "Rejected", failed: "", icon: "✕", tone: "danger", title: "Rejected by the filters; no failed check is stored with it." };
  return {
    label: `Rejected by the filters: ${failed.map((m) => metricInfo(m).label.toLowerCase()).join("; ")}`,
    short: "Rejected",
    failed: `${metricInfo(failed[0]!).failedAs ?? metricInfo(failed[0]!).short}${failed.length > 1 ? ` +${failed.length - 1} more` : ""}`,
    icon: "✕",
    tone: "danger",
    title: `Failed: ${failed.map((m) => metricInfo(m).label).join("; ")}.`,
  };
}
