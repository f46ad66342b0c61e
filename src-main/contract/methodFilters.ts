import { z } from "zod";

/**
 * A filter as a method's card lists it: whether a run of the method applies it unless told
 * otherwise, whether it is the paper's own or an extra we offer, and why. `name` is the metric id
 * the filter stores (METRIC_CATALOG in metrics.ts gives its label).
 */
export const MethodFilterSchema = z.strictObject({
  name: z.string(),
  /** Runs unless the request names other filters. */
  on: z.boolean(),
  /** "paper": the method's paper filters this way; "extra": ours, offered. */
  source: z.enum(["paper", "extra"]),
  /** Why it runs (for the paper's, what the paper does), or what turning it on would add. */
  why: z.string(),
  /** What it needs besides the QAs: a judge model ("judge"), a model that scores answers ("scorer"), nothing (null). */
  needs: z.enum(["judge", "scorer"]).nullable(),
  /** Chosen per run (a rule filter); false for run-level filters that follow from the judge model. */
  choosable: z.boolean(),
});
export type MethodFilter = z.infer<typeof MethodFilterSchema>;

/** The rule filters a run applies: the request's list, else the method's own (`on`). */
export function defaultFilterNames(filters: readonly MethodFilter[]): string[] {
  return filters.filter((f) => f.on && f.choosable).map((f) => f.name);
}
