import type { QaRow } from "@contract/review.ts";

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
