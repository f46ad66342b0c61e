import type { FitEstimate, ModelInfo } from "../../../contract/models.ts";

// Shared wording of the `models` commands' readable output (their --json output is the contract's shapes).

/** The hash column: the first 12 hex digits, or where the background hash stands. */
export function hashState(model: ModelInfo): string {
  if (model.sha256) return model.sha256.slice(0, 12);
  return model.hashProgress === null ? "pending" : `hashing ${Math.floor(model.hashProgress * 100)}%`;
}

export function describeFit(fit: FitEstimate): string {
  const verdict = { fits: "fits", tight: "tight", "too-large": "too large" }[fit.verdict];
  return `${verdict}${fit.score === null ? "" : ` (compatibility ${fit.score.toFixed(2)})`}`;
}

/** Rows under a header, each column as wide as its widest cell. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? "").length)));
  const line = (cells: string[]) => cells.map((cell, i) => (i === cells.length - 1 ? cell : cell.padEnd(widths[i]!))).join("  ");
  return [line(header), ...rows.map(line)].join("\n");
}

/** Progress on stderr at most once a second, so a pipe or log file does not fill with lines. */
export function throttled(write: (text: string) => void, everyMs = 1000): (text: string, force?: boolean) => void {
  let last = 0;
  return (text, force = false) => {
    const now = Date.now();
    if (!force && now - last < everyMs) return;
    last = now;
    write(text);
  };
}
