import { z } from "zod";

// The method option that asks for questions answered by a paper's table cells. Declared once
// here; every method's settings include it (core/pipeline/strategies/<method>/settings.ts), so
// the run form shows it for each method and `generate --settings '{"tableQuestions": true}'`
// (or `--table-questions`) turns it on.

/** The option's key among a method's settings. */
export const TABLE_QUESTIONS_KEY = "tableQuestions";

/** The option as each method's settings declare it. */
export const TABLE_QUESTIONS_SETTING = {
  /** Also ask questions answered by the paper's table cells. Defaults to false. */
  [TABLE_QUESTIONS_KEY]: z
    .boolean()
    .default(false)
    .meta({
      title: "Questions from tables",
      description:
        "Also asks, table by table, for questions answered by the paper's table cells: a number read from one cell, or rows compared on one column. The model is shown each table's caption and rows, every cell after its column's heading, and cites the rows it answers from; an answer that states no value of the rows it cites is rejected.",
    }),
} as const;

/**
 * The QA types a table question is stored under, by their ids, with their names. The names are
 * short because Review's type menu shows them in 140 px at 1024x700 ("Value read from a table"
 * was cut to "Value read from a").
 */
export const TABLE_QUESTION_TYPES = {
  "table-value": "Table value",
  "table-comparison": "Table rows compared",
} as const;
export type TableQuestionType = keyof typeof TABLE_QUESTION_TYPES;
