import { runOptionTitle } from "../../../../contract/runOptions.ts";
import { TABLE_QUESTION_TYPES } from "../../../../contract/tableQuestions.ts";
import { tableName } from "../../../../contract/tableWords.ts";
import type { GenerationPort, TokenBudget } from "../../ports.ts";
import type { FitCheckContext, FitFinding } from "../strategyServices.ts";
import type { GeneratedQa, ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { GenerationTable, PaperForGeneration } from "../paperForGeneration.ts";
import { TableDoesNotFitError } from "./TableDoesNotFitError.ts";
import { contextNeeded, fitsContext, outputTokens, TEMPLATE_MARGIN, type Messages } from "./fitPaper.ts";
import { placeholderReason } from "./itemReasons.ts";
import { planTableItems, readScope, TABLE_ITEM_KIND, tableItemLabel, type TableScope } from "./tableItems.ts";
import { usablePair } from "./outputText.ts";
import { citedSentences, marker, sentenceId, type ShownSentence } from "./sentenceIds.ts";
import { TABLE_KINDS, TABLE_PROMPT_VERSION, tableMessages, tableSchema, type TableOutput } from "./tablePrompt.ts";

// The "Questions from tables" option (contract/tableQuestions.ts), the same for every method: one
// more work item per table (per part of a long one), whose prompt shows the table's caption and
// rows and asks for questions answered by its cells. The method's own items are unchanged.

/** Output tokens a table item reserves (never more than half the context): four short pairs. */
const OUTPUT_TOKENS = 1024;

/** Pairs asked per item: four, fewer for a table of one row (which allows no comparison). */
const pairsFor = (rows: number) => Math.min(4, 2 * rows);

interface FittedTable extends Messages {
  table: GenerationTable;
  shown: ShownSentence[];
  /** The body rows shown, from 0, first and last. */
  rows: { first: number; last: number };
  /** Rows of the part the context could not hold. */
  left: number;
  count: number;
  maxTokens: number;
}

/**
 * The item's request with as many of its rows as the context holds beside the reserved answer,
 * the last ones dropped first. TableDoesNotFitError when not even one row fits.
 */
function fitTable(paper: PaperForGeneration, scope: TableScope, budget: TokenBudget): FittedTable {
  const table = (paper.tables ?? []).find((t) => t.index === scope.table);
  const rows = table?.rows.filter((r) => r.row >= scope.first && r.row <= scope.last) ?? [];
  if (!table || rows.length === 0) throw new TypeError(`The paper has no rows ${scope.first + 1}–${scope.last + 1} in ${scope.name}; read its tables again and plan a new run.`);
  const maxTokens = outputTokens(OUTPUT_TOKENS, budget.contextSize);
  const title = [tableName(table, table.index), table.caption].filter(Boolean).join(". ");
  const build = (count: number): { messages: Messages; shown: ShownSentence[] } => {
    const shown = rows.slice(0, count).map((row, i): ShownSentence => ({ id: sentenceId(i + 1), passageId: row.id, start: 0, end: row.text.length, text: row.text }));
    const left = rows.length - count;
    const note = left > 0 ? `(${count} of these rows are shown; the other ${left} could not be.)` : undefined;
    const messages = tableMessages({
      paperTitle: paper.title,
      title,
      headings: table.headings,
      rows: shown.map((s) => `${marker(s.id)} ${s.text}`).join("\n"),
      footnotes: table.footnotes,
      count: pairsFor(count),
      ...(note ? { note } : {}),
    });
    return { messages, shown };
  };
  for (let count = rows.length; count >= 1; count = count > 8 ? Math.floor(count * 0.8) : count - 1) {
    const { messages, shown } = build(count);
    if (fitsContext(budget, messages, maxTokens)) return { ...messages, table, shown, rows: { first: rows[0]!.row, last: rows[count - 1]!.row }, left: rows.length - count, count: pairsFor(count), maxTokens };
  }
  const frame = build(1).messages;
  // The context one row needs, its answer reserved as a context of that size reserves it (not as this one does).
  const prompt = budget.countTokens(frame.system) + budget.countTokens(frame.prompt) + TEMPLATE_MARGIN;
  throw new TableDoesNotFitError({ table: scope.name, contextSize: budget.contextSize, neededTokens: contextNeeded(prompt, OUTPUT_TOKENS) });
}

/** One table item: the model's pairs, each citing the rows it is read from (found as the table's rows, narrowed to a cell by the runner). */
export async function executeTableItem(item: PlannedItem, paper: PaperForGeneration, generator: GenerationPort, temperature: number | null, signal?: AbortSignal): Promise<ItemResult> {
  const scope = readScope(item.scope);
  const fitted = fitTable(paper, scope, generator);
  signal?.throwIfAborted();
  const result = await generator.generate<TableOutput>({
    system: fitted.system,
    prompt: fitted.prompt,
    schema: tableSchema(fitted.count, fitted.shown.map((s) => s.id)),
    maxTokens: fitted.maxTokens,
    temperature: temperature ?? undefined,
    signal,
  });
  const { table } = fitted;
  const passageIds = [...(table.captionPassage ? [table.captionPassage.id] : []), ...fitted.shown.map((s) => s.passageId)];
  // What the model was shown: which table, which rows, with which prompt.
  const context = {
    policy: "table",
    tablePrompt: TABLE_PROMPT_VERSION,
    table: { index: table.index, label: table.label, caption: table.caption },
    // As the table view numbers rows (from 1).
    rows: { first: fitted.rows.first + 1, last: fitted.rows.last + 1 },
    ...(fitted.left > 0 ? { rowsLeftOut: fitted.left } : {}),
    passageIds,
  };
  const qas: GeneratedQa[] = [];
  for (const raw of result.output.qas) {
    const pair = usablePair(raw);
    if (!pair) continue;
    const { question, answer } = pair;
    qas.push({
      question,
      answer,
      type: TABLE_KINDS[raw.kind] ?? TABLE_KINDS.value,
      difficulty: null,
      hop: null,
      negative: false,
      evidenceQuotes: citedSentences(raw.rows, fitted.shown, 4),
      labels: {},
      context,
    });
  }
  const unusable = result.output.qas.length - qas.length;
  return { qas, tokens: result.tokens, evidenceScope: passageIds, ...(unusable > 0 ? { reason: placeholderReason(unusable, result.output.qas.length) } : {}) };
}

const n = (value: number) => value.toLocaleString("en-US");

/** Whether the context is already all the model takes, so raising it cannot help. */
const atModelLimit = (contextSize: number, max: number | null) => max !== null && contextSize >= max;

/** What the table items would show of each table, before a run: a table cut to fit, or one no row of which fits. */
export function checkTableFit(paper: PaperForGeneration, budget: TokenBudget, context: FitCheckContext): FitFinding[] {
  const findings: FitFinding[] = [];
  for (const item of planTableItems(paper)) {
    const scope = readScope(item.scope);
    try {
      const fitted = fitTable(paper, scope, budget);
      if (fitted.left > 0) {
        findings.push({
          severity: "warning",
          code: "table-shortened",
          message: `"${context.paperName}": ${tableItemLabel(item)} would be shown only in part to fit the ${budget.contextSize.toLocaleString("en-US")}-token context (${fitted.left} of its rows left out).`,
          fix: atModelLimit(budget.contextSize, context.maxContextSize)
            ? `This model takes at most ${n(context.maxContextSize!)} tokens: a model with a longer context would show every row.`
            : `Set "${runOptionTitle("contextSize")}" higher (under Advanced) to show every row.`,
        });
      }
    } catch (error) {
      if (!(error instanceof TableDoesNotFitError)) throw error;
      findings.push({
        severity: "warning",
        code: "table-does-not-fit",
        message: `"${context.paperName}": not one row of ${tableItemLabel(item)} fits the ${budget.contextSize.toLocaleString("en-US")}-token context beside its instructions, so it gets no questions.`,
        // A context the model cannot take is no advice: say so, as the paper's own check does.
        fix:
          context.maxContextSize !== null && error.neededTokens > context.maxContextSize
            ? `This model takes at most ${n(context.maxContextSize)} tokens and one row of this table needs about ${n(error.neededTokens)} with its instructions and answer: pick a model with a longer context.`
            : `Set "${runOptionTitle("contextSize")}" to at least ${n(error.neededTokens)} tokens (under Advanced).`,
      });
    }
  }
  return findings;
}

/** The settings every method has that the table items read. */
interface TableItemSettings {
  tableQuestions: boolean;
  temperature: number | null;
}

/**
 * A method with the "Questions from tables" option: when its settings turn it on, its plan gets
 * the table items, which this wrapper executes, labels and checks; everything else is the method's.
 */
export function withTableQuestions<S extends Record<string, unknown> & TableItemSettings>(strategy: Strategy<S>): Strategy<S> {
  return {
    ...strategy,
    typeNames: { ...strategy.typeNames, ...TABLE_QUESTION_TYPES },
    plan: (paper, settings, tools) => [...strategy.plan(paper, settings, tools), ...(settings.tableQuestions ? planTableItems(paper) : [])],
    execute: (item, paper, settings, generator, signal, services) =>
      item.kind === TABLE_ITEM_KIND ? executeTableItem(item, paper, generator, settings.temperature, signal) : strategy.execute(item, paper, settings, generator, signal, services),
    itemLabel: (item) => (item.kind === TABLE_ITEM_KIND ? tableItemLabel(item) : strategy.itemLabel(item)),
    checkFit: (paper, settings, budget, tools, context) => [...strategy.checkFit(paper, settings, budget, tools, context), ...(settings.tableQuestions ? checkTableFit(paper, budget, context) : [])],
  };
}
