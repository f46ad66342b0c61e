import type { QaRow } from "../../../../src-main/contract/review.ts";

// Words and icons for review states, so no state is told by color alone.

export const DECISION_LABELS: Record<QaRow["decision"], { label: string; icon: string }> = {
  pending: { label: "Pending", icon: "○" },
  keep: { label: "Kept", icon: "✓" },
  drop: { label: "Dropped", icon: "✕" },
};

export const VERDICT_LABELS: Record<QaRow["verdict"], { label: string; icon: string }> = {
  pending: { label: "Not scored", icon: "…" },
  accepted: { label: "Accepted", icon: "✓" },
  rejected: { label: "Rejected", icon: "✕" },
};

export const SCORE_VERDICT_LABELS: Record<"pass" | "fail" | "info", { label: string; icon: string }> = {
  pass: { label: "pass", icon: "✓" },
  fail: { label: "fail", icon: "✕" },
  info: { label: "info", icon: "ℹ" },
};

/** A score as a short number: integers as they are, others with up to 3 significant digits. */
export function formatScore(value: number | null | undefined): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "—";
  if (Number.isInteger(value)) return String(value);
  return Math.abs(value) >= 100 ? value.toFixed(0) : Number(value.toPrecision(3)).toString();
}
