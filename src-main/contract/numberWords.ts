// How sizes, parameter counts and token counts read, in the app and on the command line alike:
// a model is "1.8 GiB" wherever it is shown, never 1.93 GB in a terminal and 1.8 GiB on screen.
// No DOM and no Node here: the renderer and the CLI both import these.

const BYTE_UNITS = ["B", "KiB", "MiB", "GiB", "TiB"];

/**
 * Bytes in binary units (1 KiB = 1024 B), the units the app's own messages (fit estimates,
 * memory) use, so a size on screen and a sentence beside it never disagree. One decimal below
 * 100 of a unit, none above.
 */
export function formatBytes(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 0) return "—";
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0) return `${value} B`;
  return `${value < 100 ? value.toFixed(1) : Math.round(value)} ${BYTE_UNITS[unit]}`;
}

/** Weights as model cards write them: "494M", "3.1B". */
export function formatParameters(count: number | null): string {
  if (count === null) return "—";
  if (count >= 1e9) return `${(count / 1e9).toFixed(count >= 1e10 ? 0 : 1)}B`;
  if (count >= 1e6) return `${Math.round(count / 1e6)}M`;
  if (count >= 1e3) return `${Math.round(count / 1e3)}K`;
  return String(count);
}

/** A token count for context sizes: "32,768". */
export function formatTokens(count: number | null): string {
  return count === null ? "—" : count.toLocaleString("en-US");
}
