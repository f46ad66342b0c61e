/**
 * The RACAR judge's criteria (SciQAG): relevance, agnosticism, completeness, accuracy and
 * reasonableness, each scored 1-3 with a reason. They are also the metric ids under which the
 * judge stores one score per criterion in `scores`; agreement and the report read those rows.
 */
export const JUDGE_CRITERIA = ["relevance", "agnosticism", "completeness", "accuracy", "reasonableness"] as const;
export type JudgeCriterion = (typeof JUDGE_CRITERIA)[number];
