import type { FilterVerdict } from "../qaMeasures/FilterVerdict.ts";

/** Accepted when every filter passed; otherwise rejected with every failing reason kept. */
export function overallVerdict(verdicts: FilterVerdict[]): { verdict: "accepted" | "rejected"; reasons: string[] } {
  const failed = verdicts.filter((v) => v.verdict === "fail");
  return failed.length === 0 ? { verdict: "accepted", reasons: [] } : { verdict: "rejected", reasons: failed.map((v) => `${v.metric}: ${v.reason}`) };
}
