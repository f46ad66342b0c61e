import type { FilterRate } from "@contract/reportParts.ts";

/** What the Passed and Failed columns show for one filter, and why when they show no count. */
export interface VerdictCells {
  passed: string;
  failed: string;
  /** Said on hover when the filter gave no pass or fail. */
  why: string | null;
}

/**
 * "0" passed beside "0" failed reads as a filter that passed nothing; a filter that decided
 * nothing (it only scored, with the run's bar not yet set, or had nothing to check) shows a dash
 * in both, and the accept-rate cell says what it did instead.
 */
export function filterVerdictCells(f: FilterRate): VerdictCells {
  if (f.passed + f.failed > 0) return { passed: f.passed.toLocaleString("en-US"), failed: f.failed.toLocaleString("en-US"), why: null };
  return { passed: "—", failed: "—", why: "This filter passed or failed none of these QAs" };
}
