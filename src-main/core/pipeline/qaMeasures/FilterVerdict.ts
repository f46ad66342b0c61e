import type { ScoreCounts } from "../../../contract/metrics.ts";

/** One filter's judgement of one QA, stored as a score row (metric, value, verdict, reason, counts). */
export interface FilterVerdict {
  metric: string;
  /** A number when the filter measures something (a ratio, a similarity); else null. */
  value: number | null;
  verdict: "pass" | "fail";
  /** Why, in words a reviewer can check against the text. */
  reason: string;
  /** What the value rests on, for a check that counts (numbers found of numbers stated). Defaults to none. */
  counts?: ScoreCounts;
}
