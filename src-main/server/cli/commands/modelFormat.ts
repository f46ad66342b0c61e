import type { FitEstimate, ModelInfo } from "../../../contract/models.ts";

// Shared wording of the `models` commands' readable output (their --json output is the contract's shapes).

/** 1.93 GB, 812 MB, 4.2 kB: decimal units, as model hubs list sizes. */
export function formatBytes(bytes: number): string {
  const units = ["B", "kB", "MB", "GB", "TB"];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${unit === 0 ? value : value.toFixed(value < 10 ? 2 : 1)} ${units[unit]}`;
}

/** 292.8K, 3.09B: how parameter counts are usually written. */
export function formatParameters(count: number | null): string {
  if (count === null) return "-";
  if (count >= 1e9) return `${(count / 1e9).toFixed(2)}B`;
  if (count >= 1e6) return `${(count / 1e6).toFixed(1)}M`;
  return `${(count / 1e3).toFixed(1)}K`;
}

export function formatTokens(count: number | null): string {
  return count === null ? "-" : count.toLocaleString("en-US");
}

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
