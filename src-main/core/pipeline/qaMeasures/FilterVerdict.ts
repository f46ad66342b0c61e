/** One filter's judgement of one QA, stored as a score row (metric, value, verdict, reason). */
export interface FilterVerdict {
  metric: string;
  /** A number when the filter measures something (a ratio, a similarity); else null. */
  value: number | null;
  verdict: "pass" | "fail";
  /** Why, in words a reviewer can check against the text. */
  reason: string;
}
