import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

/** A QA's verdict from all its measures, with the reasons of the ones that rejected it. */
export interface OverallVerdict {
  verdict: "accepted" | "rejected";
  reasons: string[];
}

/** Accepted when every filter passed; otherwise rejected with every failing reason kept. */
export function overallVerdict(verdicts: FilterVerdict[]): OverallVerdict {
  const failed = verdicts.filter((v) => v.verdict === "fail");
  return failed.length === 0 ? { verdict: "accepted", reasons: [] } : { verdict: "rejected", reasons: failed.map((v) => `${v.metric}: ${v.reason}`) };
}
