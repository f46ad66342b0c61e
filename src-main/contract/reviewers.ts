import { z } from "zod";

// The people who review: who they are, what each has decided, and renaming one.

/** A name decisions are stored under, and how many it has. */
export const ReviewerSummarySchema = z.strictObject({
  name: z.string(),
  /** The reviewer name in the settings. */
  current: z.boolean(),
  kept: z.number().int(),
  dropped: z.number().int(),
  /** QAs with anything from this name: a decision, a correction, a note or a "context wrong" mark. */
  annotated: z.number().int(),
  /** The latest change, ISO-8601; null for a current reviewer with nothing yet. */
  lastChange: z.string().nullable(),
});
export type ReviewerSummary = z.infer<typeof ReviewerSummarySchema>;

/** A reviewer name: what the settings accept, without surrounding spaces. */
export const ReviewerNameSchema = z.string().trim().min(1).max(200);

/** What renaming the current reviewer did. */
export const RenameReviewerResultSchema = z.strictObject({
  from: z.string(),
  to: z.string(),
  /** QAs whose annotation moved to the new name as it was. */
  moved: z.number().int(),
  /** QAs both names had annotated, merged into one (the newer value of each field wins). */
  merged: z.number().int(),
});
export type RenameReviewerResult = z.infer<typeof RenameReviewerResultSchema>;
