import { runOptionTitle } from "../../../../contract/runOptions.ts";
import { TABLE_QUESTION_TYPES } from "../../../../contract/tableQuestions.ts";
import type { GenerationPort, TokenBudget } from "../../ports.ts";
import type { FitCheckContext, FitFinding } from "../strategyServices.ts";
import type { GeneratedQa, ItemResult, PlannedItem, Strategy } from "../Strategy.ts";
import type { PaperForGeneration } from "../paperForGeneration.ts";
import { addTokens, noTokens } from "../../../../contract/tokens.ts";
import { TableDoesNotFitError } from "./TableDoesNotFitError.ts";
import { placeholderReason } from "./itemReasons.ts";
import { planTableItems, readScope, TABLE_ITEM_KIND, tableItemLabel } from "./tableItems.ts";
import { usablePair } from "./outputText.ts";
import { citedSentences } from "./sentenceIds.ts";
import { sliceTable } from "./tableSlices.ts";
import { TABLE_KINDS, TABLE_PROMPT_VERSION, tableSchema, type TableOutput } from "./tablePrompt.ts";

// The "Questions from tables" option (contract/tableQuestions.ts), the same for every method: one
// more work item per table (per part of a long one), whose prompt shows the table's caption and
// rows and asks for questions answered by its cells. The method's own items are unchanged.

/**
 * One table item: the model's pairs, each citing the rows it is read from (found as the table's
 * rows, narrowed to a cell by the runner). A table the context cannot hold at once is asked about
 * a few rows per request (tableSlices.ts); each pair records the rows its request showed.
 */
export async function executeTableItem(item: PlannedItem, paper: PaperForGeneration, generator: GenerationPort, temperature: number | null, signal?: AbortSignal): Promise<ItemResult> {
  const scope = readScope(item.scope);
  const { table, slices, left } = sliceTable(paper, scope, generator);
  const caption = table.captionPassage ? [table.captionPassage.id] : [];
  const tokens = noTokens();
  const qas: GeneratedQa[] = [];
  let written = 0;
  for (const [i, slice] of slices.entries()) {
    signal?.throwIfAborted();
    const result = await generator.generate<TableOutput>({
      system: slice.system,
      prompt: slice.prompt,
      schema: tableSchema(slice.count, slice.shown.map((s) => s.id)),
      maxTokens: slice.maxTokens,
      temperature: temperature ?? undefined,
      signal,
    });
    addTokens(tokens, result.tokens);
    written += result.output.qas.length;
    // What the model was shown: which table, which rows, with which prompt, and which of the item's requests.
    const context = {
      policy: "table",
      tablePrompt: TABLE_PROMPT_VERSION,
      table: { index: table.index, label: table.label, caption: table.caption },
      // As the table view numbers rows (from 1).
      rows: { first: slice.rows.first + 1, last: slice.rows.last + 1 },
      ...(slices.length > 1 ? { request: { index: i + 1, of: slices.length } } : {}),
      ...(left > 0 ? { rowsLeftOut: left } : {}),
      passageIds: [...caption, ...slice.shown.map((s) => s.passageId)],
    };
    for (const raw of result.output.qas) {
      const pair = usablePair(raw);
      if (!pair) continue;
      qas.push({ ...pair, type: TABLE_KINDS[raw.kind] ?? TABLE_KINDS.value, difficulty: null, hop: null, negative: false, evidenceQuotes: citedSentences(raw.rows, slice.shown, 4), labels: {}, context });
    }
  }
  const evidenceScope = [...caption, ...slices.flatMap((s) => s.shown.map((r) => r.passageId))];
  const unusable = written - qas.length;
  return { qas, tokens, evidenceScope, ...(unusable > 0 ? { reason: placeholderReason(unusable, written) } : {}) };
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
      const { slices, left, neededTokens } = sliceTable(paper, scope, budget);
      const limited = atModelLimit(budget.contextSize, context.maxContextSize);
      if (left > 0) {
        findings.push({
          severity: "warning",
          code: "table-shortened",
          message: `"${context.paperName}": ${tableItemLabel(item)} would be shown only in part: ${left} of its rows ${left === 1 ? "is" : "are"} too long for the ${n(budget.contextSize)}-token context even alone, and ${left === 1 ? "gets" : "get"} no questions.`,
          fix:
            context.maxContextSize !== null && neededTokens > context.maxContextSize
              ? `This model takes at most ${n(context.maxContextSize)} tokens: a model with a longer context would show every row.`
              : `Set "${runOptionTitle("contextSize")}" to at least ${n(neededTokens)} tokens (under Advanced) to show every row.`,
        });
      } else if (slices.length > 1) {
        findings.push({
          severity: "warning",
          code: "table-split",
          message: `"${context.paperName}": ${tableItemLabel(item)} would be asked about in ${slices.length} requests of a few rows each to fit the ${n(budget.contextSize)}-token context, so its questions compare only rows sent together.`,
          fix: limited
            ? `This model takes at most ${n(context.maxContextSize!)} tokens: a model with a longer context would see the whole table at once.`
            : `Set "${runOptionTitle("contextSize")}" higher (under Advanced) to send the whole table at once.`,
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
