import type { Column } from "./tableColumns.ts";
import type { Band } from "./tableRows.ts";

/**
 * A group label centred down the rows it names, in a stub column opened for it
 * (`openCentredLabelStub`), is found as a row of its own when the rows are found with the stub one
 * column: its first row's label already fills that column, so the label's line seems to begin a
 * row. It heads its first row instead (a confusion matrix's "Actual class" beside "Positive" and
 * "Negative"): a group holding one line of text that lies wholly in the opened column, between two
 * rows that both reach past it, goes on with the row above.
 */
export function joinCentredStubLabels(groups: Band[][], columns: readonly Column[]): Band[][] {
  if (columns.length < 3) return groups;
  const cut = columns[1]!.x0;
  const lone = (group: Band[]) => group.length === 1 && group[0]!.length === 1 && group[0]![0]!.x1 < cut;
  const reachesPast = (group: Band[] | undefined) => !!group && group.flat().some((c) => c.x0 >= cut);
  const out: Band[][] = [];
  for (const [i, group] of groups.entries()) {
    const above = out.at(-1);
    if (above && lone(group) && reachesPast(above) && reachesPast(groups[i + 1]) && !above.flat().some((c) => c.x1 < cut)) above.push(...group);
    else out.push(group);
  }
  return out;
}
