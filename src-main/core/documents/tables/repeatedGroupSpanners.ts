import type { Chunk } from "./tableChunks.ts";
import { centreColumn, type Column } from "./tableColumns.ts";

/** How far under a spanner (in ems) its sub-headings may stand. */
const REACH = 3;

/** The key a header piece is known by across calls that rebuild the pieces: its line and left edge. */
export const pieceKey = (c: Chunk): string => `${c.baseline.toFixed(2)}:${c.x0.toFixed(2)}`;

/**
 * Spanners over groups of columns that repeat the same sub-headings ("CoNLL" and "OntoNotes" each
 * over "P", "R", "F1"), found by that repetition. A spanner over an odd number of columns stands
 * centred over the middle one, and set at the header's leading it looks like that column's
 * heading wrapped ("CoNLL R"); the repeated groups say otherwise: two or more pieces on one line,
 * each centred over a run of the same odd number of columns (three or more) whose sub-headings,
 * all on one line under them, read the same from group to group, and each piece's text its own
 * (a heading wrapped the same way in every group repeats its first line too: "Macro" over "F1"
 * beside "P" and "R" twice stays a wrapped heading). Returns each spanner's piece key and the
 * columns it heads.
 */
export function repeatedGroupSpanners(lines: readonly (readonly Chunk[])[], columns: readonly Column[]): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>();
  lines.forEach((line, i) => {
    if (line.length < 2) return;
    const size = line[0]!.size;
    const below = lines.slice(i + 1).filter((l) => l[0]!.baseline - line[0]!.baseline <= REACH * size);
    // Each column's first piece under the line, with the line it stands on.
    const under = new Map<number, { piece: Chunk; line: number }>();
    below.forEach((l, j) => {
      for (const p of l) {
        const k = centreColumn(p, columns);
        if (!under.has(k)) under.set(k, { piece: p, line: j });
      }
    });
    // The widest runs that hold: a run of five is centred on its middle three as well.
    for (let m = 3; m >= 1; m--) {
      const groups = line.flatMap((s) => {
        const k = centreColumn(s, columns);
        const run = Array.from({ length: 2 * m + 1 }, (_, d) => under.get(k - m + d));
        if (run.some((u) => !u) || new Set(run.map((u) => u!.line)).size !== 1) return [];
        const left = run[0]!.piece.x0;
        const right = run.at(-1)!.piece.x1;
        const miss = Math.abs((left + right) / 2 - (s.x0 + s.x1) / 2);
        if (miss > Math.max(0.5 * size, 0.1 * (right - left)) || s.x0 < left - 0.5 * size || s.x1 > right + 0.5 * size) return [];
        return [{ s, first: k - m, last: k + m, subs: run.map((u) => u!.piece.text.trim()).join("\u0000") }];
      });
      if (groups.length < 2) continue;
      const disjoint = groups.every((g, j) => j === 0 || g.first > groups[j - 1]!.last);
      const sameSubs = groups.every((g) => g.subs === groups[0]!.subs);
      const ownNames = new Set(groups.map((g) => g.s.text.trim())).size === groups.length;
      if (!disjoint || !sameSubs || !ownNames) continue;
      for (const g of groups) out.set(pieceKey(g.s), [g.first, g.last]);
      break;
    }
  });
  return out;
}
