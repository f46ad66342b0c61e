import type { Piece } from "./linePieces.ts";

// Pieces of one type size joined down the page into blocks (a title over several lines, an
// author list, a masthead), and the comparisons made on them by the title and author searches.

/** Pieces in one type size that follow each other down the page: a title over several lines. */
export interface PieceGroup {
  pieces: Piece[];
  size: number;
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  text: string;
  /** The text of each printed line, top to bottom. */
  rows: string[];
  /**
   * Each printed line as a list of names: pieces set apart on one line (an author grid, names
   * between separators in another type size) and raised markers read as commas.
   */
  listRows: string[];
}

/** Joins a title's lines: a line-end hyphen stays ("slow-" + "moving"), spaces elsewhere. */
export function joinRows(rows: string[]): string {
  let text = "";
  for (const row of rows) {
    if (!text) text = row;
    else if (/[-‐‑−]$/.test(text) && /^\p{L}/u.test(row)) text += row;
    else text += ` ${row}`;
  }
  return text.replace(/\s+/g, " ").trim();
}

/**
 * Groups pieces into blocks of one type size, line by line. `rowGap` is how far apart (in ems)
 * two pieces of one line may be and still belong together: a title's words are close; the cells
 * of an author grid are far apart. Defaults to 2.5 (5 where a list goes on with "," or "and").
 */
export function groupPieces(pieces: Piece[], rowGap?: number): PieceGroup[] {
  const sorted = [...pieces].sort((a, b) => a.baseline - b.baseline || a.x0 - b.x0);
  const groups: PieceGroup[] = [];
  for (const piece of sorted) {
    const joins = (g: PieceGroup): "row" | "far" | "under" | null => {
      const last = g.pieces.at(-1)!;
      if (Math.abs(piece.size - g.size) > 0.06 * g.size) return null;
      const dy = piece.baseline - last.baseline;
      // On one row: the next word, or (in an author list) the names after a raised marker set apart.
      const listGoesOn = /^\s*(?:,|&|and\b)/.test(piece.text) || /(?:,|&|\band)\s*$/.test(last.text);
      const gap = piece.x0 - last.x1;
      if (Math.abs(dy) < 0.3 * g.size) return piece.x0 >= last.x1 - 1 && gap < (rowGap ?? (listGoesOn ? 5 : 2.5)) * g.size ? (gap < 2.5 * g.size ? "row" : "far") : null;
      return dy > 0 && dy < 1.9 * g.size && piece.x0 < g.x1 + g.size && piece.x1 > g.x0 - g.size ? "under" : null;
    };
    // An author grid's cell reached across a gap wider than a title's words lies under another
    // cell: it goes on in that cell's column. The two cells of one row come in either order (a
    // text layer's baselines differ by a hair, OCR's are one), so the row must not win by order.
    const first = groups.find((g) => joins(g) !== null);
    const group = first && joins(first) === "far" ? (groups.find((g) => g !== first && joins(g) === "under") ?? first) : first;
    if (!group) {
      const created: PieceGroup = { pieces: [piece], size: piece.size, x0: piece.x0, x1: piece.x1, top: piece.top, bottom: piece.baseline + 0.25 * piece.size, text: piece.text, rows: [piece.text], listRows: [piece.listText] };
      groups.push(created);
      continue;
    }
    const { rows, listRows } = group;
    const last = group.pieces.at(-1)!;
    if (Math.abs(piece.baseline - last.baseline) < 0.3 * group.size) {
      rows[rows.length - 1] = `${rows.at(-1)} ${piece.text}`;
      // More than a word space apart, two pieces of one line are two entries of a list.
      const apart = piece.x0 - last.x1 > 0.6 * group.size && !/^\s*(?:,|&|and\b)/.test(piece.listText) && !/(?:,|&|\band)\s*$/.test(listRows.at(-1)!);
      listRows[listRows.length - 1] = `${listRows.at(-1)}${apart ? ", " : " "}${piece.listText}`;
    } else {
      rows.push(piece.text);
      listRows.push(piece.listText);
    }
    group.pieces.push(piece);
    group.x0 = Math.min(group.x0, piece.x0);
    group.x1 = Math.max(group.x1, piece.x1);
    group.bottom = Math.max(group.bottom, piece.baseline + 0.25 * piece.size);
  }
  // Joined once per group at the end: joining at every piece made this quadratic in a group's lines.
  for (const group of groups) if (group.rows.length > 1) group.text = joinRows(group.rows);
  return groups;
}

/** Letters only, lower-cased: "S C I E N C E  A D VA N C E S" and "Science Advances" compare equal. */
export function letterKey(text: string): string {
  return text.normalize("NFKD").toLowerCase().replace(/[^\p{L}]/gu, "");
}

/** A line lies beside the title's column (a sidebar of dates, licence, editors), not under it. */
export function besideTitle(x0: number, x1: number, title: PieceGroup, pageWidth: number): boolean {
  // Narrow, too: a short title leaves the column of a wide abstract beside it, not a sidebar.
  return (x1 <= title.x0 + 2 || x0 >= title.x1 - 2) && x1 - x0 < 0.33 * pageWidth;
}
