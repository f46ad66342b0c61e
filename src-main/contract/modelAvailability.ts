import { z } from "zod";

// Whether a registered model can be used now, as far as the core knows: a remote model's servers
// are asked (a quick /models), a local file is known to fail once a load of it failed in this
// session. The Models view, the run form, the judge and retry dialogs mark a model by this, so
// nobody starts a run on a server that is down without being told.

/**
 * "ok": it answered (or loaded) when last tried; "unreachable": nothing answers at a server's
 * address; "refused": a server refused the API key (or wants one and none was given);
 * "not-served": the servers answer but do not list the model; "failed": a server kept answering
 * with an error, or the local file could not be loaded.
 */
export const MODEL_AVAILABILITY_STATES = ["ok", "unreachable", "refused", "not-served", "failed"] as const;
export type ModelAvailabilityState = (typeof MODEL_AVAILABILITY_STATES)[number];

export const ModelAvailabilitySchema = z.strictObject({
  modelId: z.number().int().positive(),
  state: z.enum(MODEL_AVAILABILITY_STATES),
  /** Why it cannot be used, in plain words; null when "ok". */
  reason: z.string().nullable(),
  /** ISO-8601 UTC: when the check or the failed load happened. */
  checkedAt: z.string(),
  /** Tokens per request its servers report (the smallest); null for a local model or when none says. */
  contextSize: z.number().int().positive().nullable(),
});
export type ModelAvailability = z.infer<typeof ModelAvailabilitySchema>;

export const ModelAvailabilityRequestSchema = z.strictObject({
  /** Ask every remote model's servers again now, instead of using a check of the last minute. Defaults to false. */
  refresh: z.boolean().optional(),
});
export type ModelAvailabilityRequest = z.infer<typeof ModelAvailabilityRequestSchema>;

/** The short mark beside a model's name where it is listed; null when it can be used. */
export function availabilityMark(availability: Pick<ModelAvailability, "state"> | null | undefined): string | null {
  switch (availability?.state) {
    case "unreachable":
      return "unreachable";
    case "refused":
      return "refuses the key";
    case "not-served":
      return "not served";
    case "failed":
      return "failed to load";
    default:
      return null;
  }
}

/** True when the core knows the model cannot be used now. */
export function isUnavailable(availability: Pick<ModelAvailability, "state"> | null | undefined): boolean {
  return availabilityMark(availability) !== null;
}
