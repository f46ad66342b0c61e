import type { ReviewDecision } from "@contract/review.ts";

/** How the other reviewers' decisions on a QA stand against yours. */
export type Agreement = "no-others" | "only-others" | "agree" | "disagree";

export function agreementOf(mine: ReviewDecision, others: { kept: number; dropped: number }): Agreement {
  if (others.kept + others.dropped === 0) return "no-others";
  if (mine === "pending") return "only-others";
  const differing = mine === "keep" ? others.dropped : others.kept;
  return differing > 0 ? "disagree" : "agree";
}

/** "1 other reviewer kept it; 2 dropped it." and where you stand, for tooltips and screen readers. */
export function describeOthers(mine: ReviewDecision, others: { kept: number; dropped: number }): string {
  const agreement = agreementOf(mine, others);
  if (agreement === "no-others") return "No other reviewer has decided on this QA.";
  const parts = [others.kept > 0 ? `${others.kept} kept it` : "", others.dropped > 0 ? `${others.dropped} dropped it` : ""].filter(Boolean);
  const who = others.kept + others.dropped === 1 ? "Another reviewer" : "Other reviewers";
  const verdict = agreement === "agree" ? " They agree with you." : agreement === "disagree" ? " They disagree with you." : "";
  return `${who}: ${parts.join(", ")}.${verdict}`;
}
