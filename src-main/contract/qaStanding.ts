import type { QaVerdict, ReviewStatus } from "./review.ts";

// Where one QA stands, in the words that lead a run (accepted, rejected, to review): what the
// filters said, overruled by what reviewers decided. A person's decision is the verdict that
// counts (key QAs rank that way too), so it comes first when there is one.

export interface QaStanding {
  text: string;
  /** "decided": a reviewer kept it (shown as settled); "open": no reviewer yet; "against": dropped or disputed. */
  tone: "decided" | "open" | "against";
}

const FILTERS: Record<QaVerdict, string> = { accepted: "accepted", rejected: "rejected", pending: "not scored" };

/** "Accepted · to review", "Kept by a reviewer (the filters rejected it)", "Dropped by a reviewer". */
export function describeQaStanding(verdict: QaVerdict, status: ReviewStatus): QaStanding {
  switch (status) {
    case "kept":
      return { text: verdict === "rejected" ? "Kept by a reviewer (the filters rejected it)" : "Kept by a reviewer", tone: "decided" };
    case "dropped":
      return { text: "Dropped by a reviewer", tone: "against" };
    case "disputed":
      return { text: "Disputed: kept by one reviewer, dropped by another", tone: "against" };
    default: {
      const said = FILTERS[verdict];
      return { text: `${said.charAt(0).toUpperCase()}${said.slice(1)} · to review`, tone: "open" };
    }
  }
}
