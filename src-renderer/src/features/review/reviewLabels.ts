import type { QaRow } from "@contract/qaQueries.ts";

// Words and icons for review states, so no state is told by color alone.

export const DECISION_LABELS: Record<QaRow["decision"], { label: string; icon: string }> = {
  pending: { label: "Pending", icon: "○" },
  keep: { label: "Kept", icon: "✓" },
  drop: { label: "Dropped", icon: "✕" },
};
